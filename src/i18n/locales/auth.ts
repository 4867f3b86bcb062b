import type { LocaleStrings } from './locale-strings';

/** The auth area's words. */
export const authStrings = {
  he: {},
  en: {},
} as const satisfies LocaleStrings;
