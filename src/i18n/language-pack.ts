import type { Locale } from 'antd/es/locale';
import type { Language } from '../../engine/i18n/languages';
import type { StringTree } from './locales/locale-strings';

/** What drawing any page in one language needs: its strings of the namespaces every page may need, and antd's locale. */
export interface LanguagePack {
  language: Language;
  /** By namespace (locales/index.ts NAMESPACES), those written in this language; a missing one falls back to Hebrew. */
  strings: Readonly<Record<string, StringTree>>;
  antd: Locale;
}
