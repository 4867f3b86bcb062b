import { useOfficeSettings } from '../office-settings/use-office-settings';
import { SectionFrame } from '../section-parts/SectionFrame';
import { MenusEditor } from './MenusEditor';

/** /admin/navigation: the office's own menu items and quick actions, reordered, renamed and hidden without code. */
export function MenusSection() {
  const state = useOfficeSettings();
  return (
    <SectionFrame state={state}>
      {/* A newly saved navigation starts a new draft. */}
      {(loaded) => <MenusEditor key={JSON.stringify(loaded.config.ui.navigation)} {...loaded} state={state} />}
    </SectionFrame>
  );
}
