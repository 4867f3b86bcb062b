import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import { useOffice } from '../../../app/office/office-context';
import { describeMergeField } from './merge-fields';

/** The label of a merge conflict's field in the current language: the clients screens' own, or the office's intake form's. */
export function useMergeFieldLabel(): (field: string) => string {
  const { t, i18n } = useTranslation('clients');
  const { office } = useOffice();
  const form = office && !office.isPublic ? office.forms.clientIntake : undefined;
  return useCallback(
    (field: string) => {
      const { label } = describeMergeField(field);
      if ('key' in label) return t(label.key);
      if ('intake' in label) {
        const spec = form?.fields[label.intake];
        return spec ? pickText(spec.label, i18n.language) : label.intake;
      }
      return label.raw;
    },
    [form, i18n.language, t],
  );
}
