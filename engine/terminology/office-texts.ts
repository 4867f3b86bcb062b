import type { OfficeType } from '../generated/config-types';
import { isLanguage, type Language } from '../i18n/languages';
import { fillTerms, termReferences } from './fill-terms';
import { termFor } from './terminology';

// A form's embedded JSON Schema is data shape, not text, and the terminology is the source of the words.
const SKIPPED_KEYS = new Set(['schema', 'uiSchema', 'terminology']);

/** Every text of an office type written in a language (the he/en/es of a localized text), with its JSON path. */
export function* officeTexts(office: unknown): Generator<{ path: string; language: Language; text: string }> {
  function* walk(value: unknown, path: string): Generator<{ path: string; language: Language; text: string }> {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) yield* walk(item, `${path}/${index}`);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (SKIPPED_KEYS.has(key)) continue;
      if (typeof child === 'string' && isLanguage(key)) yield { path: `${path}/${key}`, language: key, text: child };
      else yield* walk(child, `${path}/${key}`);
    }
  }
  yield* walk(office, '');
}

/** Whether an office has a vocabulary word for a key in a language (standard or its own). */
export const hasTerm = (office: Pick<OfficeType, 'terminology'>, key: string, language: Language): boolean => termFor(office, key, language) !== undefined;

/** The placeholders of an office's texts that name no word of its vocabulary, with their JSON paths. */
export function unknownTermReferences(office: Pick<OfficeType, 'terminology'>): { path: string; key: string }[] {
  const unknown: { path: string; key: string }[] = [];
  for (const { path, language, text } of officeTexts(office)) {
    for (const key of termReferences(text)) if (!hasTerm(office, key, language)) unknown.push({ path, key });
  }
  return unknown;
}

/**
 * An office configuration with the vocabulary put into every text that names a term ({{clients}} → the office's
 * word for clients, in that text's language), so a word renamed by the office reaches every label made of it:
 * statistic titles, widget titles, menus. Returns the same object when no text names a term.
 */
export function withTermsFilled<T extends Pick<OfficeType, 'terminology'>>(office: T): T {
  const fill = (value: unknown, language: Language | undefined): unknown => {
    if (typeof value === 'string') return language && value.includes('{{') ? fillTerms(value, (key) => termFor(office, key, language), language) : value;
    if (Array.isArray(value)) {
      const items = value.map((item) => fill(item, undefined));
      return items.every((item, index) => item === value[index]) ? value : items;
    }
    if (value === null || typeof value !== 'object') return value;
    let changed = false;
    const entries = Object.entries(value as Record<string, unknown>).map(([key, child]) => {
      const next = SKIPPED_KEYS.has(key) ? child : fill(child, isLanguage(key) ? key : undefined);
      if (next !== child) changed = true;
      return [key, next] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  };
  return fill(office, undefined) as T;
}
