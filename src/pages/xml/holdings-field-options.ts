import { DEFAULT_HOLDINGS_COLUMNS, HOLDINGS_FIELDS } from '../../../engine/xml/holdings-fields';
import type { Language } from '../../../engine/i18n/languages';

/** The fields of a policy a flat spreadsheet may hold (engine/xml/holdings-fields.ts), labelled in a language, in the order they are offered. */
export function holdingsFieldOptions(language: Language): { value: string; label: string }[] {
  return HOLDINGS_FIELDS.map((entry) => ({ value: entry.field, label: entry.labels[language] }));
}

/** The columns a flat spreadsheet has when the user picks none. */
export const DEFAULT_COLUMNS: readonly string[] = DEFAULT_HOLDINGS_COLUMNS;
