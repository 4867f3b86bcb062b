import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isRtl, type Language } from '../../engine/i18n/languages';
import { readStored, writeStored } from '../api/web-storage';
import { chooseLanguage } from './choose-language';
import type { LanguagePack } from './language-pack';
import { languagePacks, loadLanguagePack, onLanguagePackAdded } from './language-packs';
import type { StringTree } from './locales/locale-strings';
import { officeWordHandler } from './office-words';

const STORAGE_KEY = 'lishka.language';

/** The event fired on window when the language changes. */
export const LANGUAGE_CHANGED_EVENT = 'lishka:language-changed';

/** The packs in so far as i18next resources, by language. */
function packResources(): Record<string, Record<string, StringTree>> {
  return Object.fromEntries(languagePacks().map((pack) => [pack.language, { ...pack.strings }]));
}

function addPackStrings(pack: LanguagePack): void {
  for (const [namespace, tree] of Object.entries(pack.strings)) i18next.addResourceBundle(pack.language, namespace, tree, true, true);
}

/**
 * Starts i18next in the language of decision 3; a missing key is logged and shows its last segment. It starts in
 * Hebrew, whose strings are in the entry, and resolves once the chosen language's strings are in and it is on.
 */
export async function initI18n(): Promise<typeof i18next> {
  const language = chooseLanguage({ stored: readStored('local', STORAGE_KEY), browserLanguages: navigator.languages });
  applyDocumentLanguage(language);
  void i18next.use(initReactI18next).init({
    lng: 'he',
    fallbackLng: ['he', 'en'],
    resources: packResources(),
    defaultNS: 'common',
    // A noun a text names ({{clients}}) and the caller did not pass comes from the office's vocabulary.
    interpolation: { escapeValue: false },
    missingInterpolationHandler: officeWordHandler(i18next),
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => console.warn(`Missing translation ${namespace}:${key}`),
    parseMissingKeyHandler: (key) => key.split('.').at(-1) ?? key,
  });
  onLanguagePackAdded(addPackStrings);
  if (language === 'he') return i18next;
  try {
    await loadLanguagePack(language);
    await i18next.changeLanguage(language);
  } catch (error) {
    // Its strings did not load (the network, a new build): the app draws in Hebrew rather than not at all.
    console.warn(`The ${language} strings did not load; starting in Hebrew`, error);
    applyDocumentLanguage('he');
  }
  return i18next;
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

/**
 * Switches the language: loads its strings and antd's locale first (i18next.changeLanguage alone would draw a
 * language not loaded in Hebrew), stores it, sets the page direction and tells the window.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguagePack(language);
  await i18next.changeLanguage(language);
  writeStored('local', STORAGE_KEY, language);
  applyDocumentLanguage(language);
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language } }));
}
