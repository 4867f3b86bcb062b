import { useOfficeSettings } from '../office-settings/use-office-settings';
import { SectionFrame } from '../section-parts/SectionFrame';
import { FeaturesEditor } from './FeaturesEditor';

/** /admin/features: every flag of the office, why it is on or off, and the office's own choices. */
export function FeaturesSection() {
  const state = useOfficeSettings();
  return (
    <SectionFrame state={state}>
      {/* Newly saved choices start a new draft. */}
      {(loaded) => <FeaturesEditor key={loaded.settings.version} {...loaded} state={state} />}
    </SectionFrame>
  );
}
