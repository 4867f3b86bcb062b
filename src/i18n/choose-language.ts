import { isLanguage, type Language } from '../../engine/i18n/languages';

/** What the language choice can look at (spec README decision 3). */
export interface LanguageHints {
  stored?: string | null;
  browserLanguages?: readonly string[];
}

/** The language to start in: the stored choice, the browser's language, then Hebrew. */
export function chooseLanguage({ stored, browserLanguages = [] }: LanguageHints): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'he' || base === 'iw') return 'he';
    if (base === 'en') return 'en';
    if (base === 'es') return 'es';
  }
  return 'he';
}
