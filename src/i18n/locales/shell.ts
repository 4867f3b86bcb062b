import { shellHe } from './shell/he';
import { shellEn } from './shell/en';
import { shellEs } from './shell/es';
import type { LocaleStrings } from './locale-strings';

/** The shell's words: headers, drawer, footer, guards, notifications and the pages every office has. */
export const shellStrings = {
  he: shellHe,
  en: shellEn,
  es: shellEs,
} as const satisfies LocaleStrings;
