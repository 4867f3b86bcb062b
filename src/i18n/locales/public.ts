import { publicHe } from './public/he';
import { publicEn } from './public/en';
import type { LocaleStrings } from './locale-strings';

/** The public area's words: header and footer additions, home page, text pages and the demo offices. */
export const publicStrings = {
  he: publicHe,
  en: publicEn,
} as const satisfies LocaleStrings;
