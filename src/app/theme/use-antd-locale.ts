import type { Locale } from 'antd/es/locale';
import { useEffect, useSyncExternalStore } from 'react';
import type { Language } from '../../../engine/i18n/languages';
import { languagePack, loadLanguagePack, onLanguagePackAdded } from '../../i18n/language-packs';

/**
 * antd's locale for the language, from its pack (i18n's changeLanguage loads it before the switch); where a switch
 * did not (i18next.changeLanguage called directly), it is loaded now, antd drawing its default, English, meanwhile.
 */
export function useAntdLocale(language: Language): Locale | undefined {
  const pack = useSyncExternalStore(onLanguagePackAdded, () => languagePack(language));
  useEffect(() => {
    if (!pack) loadLanguagePack(language).catch(() => undefined);
  }, [language, pack]);
  return pack?.antd;
}
