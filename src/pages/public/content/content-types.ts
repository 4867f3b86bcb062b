import type { Language } from '../../../../engine/i18n/languages';

/** A link under a section: an app path (/register), a server path (/api/docs) or mailto:. */
export interface ContentLink {
  label: string;
  href: string;
}

/** A question with its answer, shown folded (FAQ). */
export interface ContentQuestion {
  question: string;
  answer: string;
}

/** A small table (the cookie list): column titles and rows of the same length. */
export interface ContentTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * One section of a page: an anchor id (the same in every language), a heading, and any of paragraphs, bullets,
 * a table, questions and links. Texts may hold `code` in backticks and {{clients}}-style office vocabulary.
 */
export interface ContentSection {
  id: string;
  heading: string;
  /** A publication date (YYYY-MM-DD), for blog posts. */
  date?: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  table?: ContentTable;
  questions?: readonly ContentQuestion[];
  links?: readonly ContentLink[];
}

/** A page of text in one language: its title, the lead paragraph and the sections. */
export interface ContentDocument {
  title: string;
  lead: string;
  sections: readonly ContentSection[];
}

/** A page in Hebrew and English (Spanish optional), with the date it was last changed when that matters. */
export type LocalizedDocument = { he: ContentDocument; en: ContentDocument; updated?: string } & { [language in Exclude<Language, 'he' | 'en'>]?: ContentDocument };
