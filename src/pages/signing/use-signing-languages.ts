import { useTranslation } from 'react-i18next';
import type { Language } from '../../../engine/i18n/languages';
import { useOffice } from '../../app/office/office-context';
import { officeLanguages } from '../admin/section-parts/office-languages';

/** The languages a participant's mails and page may be in: the office's, with their own names. */
export function useSigningLanguages(): { value: Language; label: string }[] {
  const { t } = useTranslation('signing');
  const config = useOffice().runtime?.config;
  const languages = config ? officeLanguages(config) : (['he', 'en'] as Language[]);
  return languages.map((language) => ({ value: language, label: t(`languageNames.${language}`, { defaultValue: language }) }));
}
