import type { Locale } from 'antd/es/locale';
// antd's own default, which its components read when no locale is given: naming it adds nothing to the bundle.
import antdDefaultLocale from 'antd/es/locale/en_US';
import { useEffect, useSyncExternalStore } from 'react';
import type { Language } from '../../../engine/i18n/languages';
import { languagePack, loadLanguagePack, onLanguagePackAdded } from '../../i18n/language-packs';

/**
 * antd's locale for the language, from its pack (i18n's changeLanguage loads it before the switch); where a switch
 * did not (i18next.changeLanguage called directly), it is loaded now, antd's default, English, drawn meanwhile.
 *
 * Never undefined: antd's ConfigProvider wraps its children in a locale provider only when it is given a locale, so
 * a locale arriving later changed the tree's shape and remounted everything under it, losing what a form held (the
 * intake story's check, pressed while the English pack loaded, found a new form that had never been checked).
 */
export function useAntdLocale(language: Language): Locale {
  const pack = useSyncExternalStore(onLanguagePackAdded, () => languagePack(language));
  useEffect(() => {
    if (!pack) loadLanguagePack(language).catch(() => undefined);
  }, [language, pack]);
  return pack?.antd ?? antdDefaultLocale;
}
