import type { LocaleStrings } from './locale-strings';

/** The public area's words. */
export const publicStrings = {
  he: {},
  en: {},
} as const satisfies LocaleStrings;
