import type { LocaleStrings } from './locale-strings';

/** The profile area's words. */
export const profileStrings = {
  he: {},
  en: {},
} as const satisfies LocaleStrings;
