import { publicHe } from './public/he';
import { publicEn } from './public/en';
import { publicEs } from './public/es';
import type { LocaleStrings } from './locale-strings';

/** The public area's words: header and footer additions, home page, text pages and the demo offices. */
export const publicStrings = {
  he: publicHe,
  en: publicEn,
  es: publicEs,
} as const satisfies LocaleStrings;
