import type { LocaleStrings } from './locale-strings';

/** The settings area's words. */
export const settingsStrings = {
  he: {},
  en: {},
} as const satisfies LocaleStrings;
