import type { Language } from '../../../engine/i18n/languages';

/** Nested strings of one namespace in one language. */
export interface StringTree {
  readonly [key: string]: string | StringTree;
}

/** A namespace's strings: Hebrew and English always, Spanish where written. */
export type LocaleStrings = { readonly he: StringTree; readonly en: StringTree } & { readonly [language in Exclude<Language, 'he' | 'en'>]?: StringTree };
