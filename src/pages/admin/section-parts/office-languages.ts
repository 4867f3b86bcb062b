import { LANGUAGES, isLanguage, type Language } from '../../../../engine/i18n/languages';
import type { OfficeConfiguration } from '../../../../engine/resolve/resolve-office';

/** The languages an office offers, Hebrew and English always, in Lishka's order. */
export function officeLanguages(config: Pick<OfficeConfiguration, 'localization'>): Language[] {
  const offered = new Set<string>(['he', 'en', ...config.localization.languages]);
  return LANGUAGES.filter((language) => offered.has(language) && isLanguage(language));
}
