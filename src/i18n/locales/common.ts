import { commonHe } from './common/he';
import { commonEn } from './common/en';
import { commonEs } from './common/es';
import type { LocaleStrings } from './locale-strings';

/** Words every area uses: loading, errors, actions, languages, theme. */
export const commonStrings = {
  he: commonHe,
  en: commonEn,
  es: commonEs,
} as const satisfies LocaleStrings;
