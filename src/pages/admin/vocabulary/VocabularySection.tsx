import { useOfficeSettings } from '../office-settings/use-office-settings';
import { SectionFrame } from '../section-parts/SectionFrame';
import { VocabularyEditor } from './VocabularyEditor';

/** /admin/vocabulary: the office's words in every language it offers, saved as overrides of its office type. */
export function VocabularySection() {
  const state = useOfficeSettings();
  return (
    <SectionFrame state={state}>
      {/* A new saved vocabulary starts a new draft. */}
      {(loaded) => <VocabularyEditor key={JSON.stringify(loaded.config.terminology)} {...loaded} state={state} />}
    </SectionFrame>
  );
}
