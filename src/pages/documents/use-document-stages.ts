import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { useOffice } from '../../app/office/office-context';

/** A stage of the office's document workflow, named in the user's language. */
export interface DocumentStageOption {
  value: string;
  label: string;
}

/** The stages of the office's document workflow (`workflows.document`), in its order; none where it runs none. */
export function useDocumentStages(): DocumentStageOption[] {
  const { office } = useOffice();
  const { i18n } = useTranslation();
  const stages = office && !office.isPublic ? office.workflows?.document?.stages : undefined;
  return useMemo(() => (stages ?? []).map((stage) => ({ value: stage.id, label: pickText(stage.name, i18n.language) })), [stages, i18n.language]);
}
