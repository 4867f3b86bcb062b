import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../engine/i18n/languages';

/** The current interface language as one of Lishka's languages (Hebrew when i18next holds anything else). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'he';
}
