import type { LocalizedText } from '../generated/config-types';

/** The languages Lishka speaks: Hebrew and English always, Spanish where an office type offers it. */
export const LANGUAGES = ['he', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages written right to left. */
const RTL_LANGUAGES = new Set(['he', 'iw', 'ar', 'fa', 'ur', 'dv', 'ha', 'yi', 'ps']);

/** Whether a language (a code such as he or he-IL) is written right to left. */
export function isRtl(language: string): boolean {
  return RTL_LANGUAGES.has(language.toLowerCase().split(/[-_]/)[0] ?? '');
}

/** Whether a string is one of Lishka's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A localized text in the wanted language, then Hebrew, then English, then the first language it has
 * (spec 1 §8, spec README decision 3).
 */
export function pickText(text: { readonly [key in Language]?: string } | undefined, language: string): string {
  if (!text) return '';
  const byLanguage = text as Readonly<Record<string, string | undefined>>;
  return byLanguage[language] ?? text.he ?? text.en ?? Object.values(byLanguage).find((value) => value !== undefined) ?? '';
}

/** Builds a localized text from a function of the language, for messages the engine writes itself. */
export function localize(languages: readonly Language[], make: (language: Language) => string): LocalizedText {
  const text: Partial<Record<Language, string>> = {};
  for (const language of languages) text[language] = make(language);
  return text as LocalizedText;
}
