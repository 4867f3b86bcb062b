import type { Language } from '../../engine/i18n/languages';
import { DEFAULT_HOLDINGS_COLUMNS, holdingsField, holdingsFieldValue, type HoldingsFieldFormat } from '../../engine/xml/holdings-fields';
import { xmlText } from './xml-issue';
import type { FieldMapping, HoldingsPolicy, XmlText } from './xml-types';

/** A column of a written table: its heading, its format, and each row's value. */
export interface TableColumn {
  header: string;
  format: HoldingsFieldFormat;
}

/** A table to write: a sheet's name, its columns and rows (values in the columns' order). */
export interface Table {
  name: string;
  columns: TableColumn[];
  rows: (string | number | null)[][];
}

/** Transformation rules naming a field the list does not hold: the module answers 400 with `messages`. */
export class UnknownFieldError extends Error {
  readonly messages: XmlText;
  constructor(readonly fields: string[]) {
    const names = fields.join(', ');
    super(`Unknown field(s) in the mapping: ${names}`);
    this.name = 'UnknownFieldError';
    this.messages = xmlText(`שדות לא מוכרים במיפוי: ${names}`, `Unknown field(s) in the mapping: ${names}`, `Campos desconocidos en la correspondencia: ${names}`);
  }
}

/**
 * The flat table of a file's policies, one row per policy: the columns the rules pick, in their order and under
 * their headings (the field's label in the language otherwise), or the default columns. UnknownFieldError for a rule
 * naming a field engine/xml/holdings-fields.ts does not list.
 */
export function policyTable(policies: readonly HoldingsPolicy[], language: Language, rules: readonly FieldMapping[] = [], name = 'policies'): Table {
  const mapping: readonly FieldMapping[] = rules.length > 0 ? rules : DEFAULT_HOLDINGS_COLUMNS.map((field) => ({ field }));
  const unknown = mapping.filter((rule) => !holdingsField(rule.field)).map((rule) => rule.field);
  if (unknown.length > 0) throw new UnknownFieldError(unknown);
  const fields = mapping.map((rule) => ({ definition: holdingsField(rule.field)!, header: rule.header?.trim() || holdingsField(rule.field)!.labels[language] }));
  return {
    name,
    columns: fields.map(({ definition, header }) => ({ header, format: definition.format })),
    rows: policies.map((policy) => fields.map(({ definition }) => holdingsFieldValue(policy, definition, language))),
  };
}
