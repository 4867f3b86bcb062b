import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isRtl, type Language } from '../../engine/i18n/languages';
import { readStored, writeStored } from '../api/web-storage';
import { chooseLanguage } from './choose-language';
import { NAMESPACES } from './locales';
import type { StringTree } from './locales/locale-strings';
import { officeWordHandler } from './office-words';

const STORAGE_KEY = 'lishka.language';

/** The event fired on window when the language changes. */
export const LANGUAGE_CHANGED_EVENT = 'lishka:language-changed';

/** The area namespaces as i18next resources, by language. */
function buildResources(): Record<string, Record<string, StringTree>> {
  const resources: Record<string, Record<string, StringTree>> = {};
  for (const [namespace, strings] of Object.entries(NAMESPACES)) {
    for (const [language, tree] of Object.entries(strings) as [string, StringTree | undefined][]) {
      if (tree) (resources[language] ??= {})[namespace] = tree;
    }
  }
  return resources;
}

/** Starts i18next in the language of decision 3; a missing key is logged and shows its last segment. */
export function initI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: chooseLanguage({ stored: readStored('local', STORAGE_KEY), browserLanguages: navigator.languages, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    fallbackLng: ['he', 'en'],
    resources: buildResources(),
    defaultNS: 'common',
    // A noun a text names ({{clients}}) and the caller did not pass comes from the office's vocabulary.
    interpolation: { escapeValue: false },
    missingInterpolationHandler: officeWordHandler(i18next),
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => console.warn(`Missing translation ${namespace}:${key}`),
    parseMissingKeyHandler: (key) => key.split('.').at(-1) ?? key,
  });
  applyDocumentLanguage(i18next.language as Language);
  return i18next;
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

/** Switches the language: stores it, sets the page direction and tells the window. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  writeStored('local', STORAGE_KEY, language);
  applyDocumentLanguage(language);
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language } }));
}
