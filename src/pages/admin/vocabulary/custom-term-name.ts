import type { TermWords } from './vocabulary-draft';

/** How the form names one of the office's own terms: its current word, and what it is (a plural of another term, or a word of its own). */
export interface CustomTermName {
  word: string;
  /** The current word of the term this one is the plural of (matters → matter). */
  pluralOf?: string;
}

/**
 * One of the office's own terms as a person reads it: its current word in the reader's language (else the
 * word being edited, else its key), and the singular it is the plural of, when the office has one.
 */
export function customTermName(key: string, readerWords: TermWords, editedWords: TermWords): CustomTermName {
  const wordOf = (termKey: string) => readerWords[termKey]?.trim() || editedWords[termKey]?.trim() || undefined;
  const word = wordOf(key) ?? key;
  const singularKey = key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.endsWith('s') ? key.slice(0, -1) : undefined;
  const singular = singularKey && singularKey in readerWords ? wordOf(singularKey) : undefined;
  return singular ? { word, pluralOf: singular } : { word };
}
