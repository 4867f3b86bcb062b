import { sql, type RawBuilder } from 'kysely';
import type { FieldCondition } from '../../../engine/generated/config-types';

type Scalar = string | number | boolean;
type Predicate = RawBuilder<boolean>;

/** How a stored field compares: a text column, a number column, or a list of tags. */
export type StoredFieldKind = 'text' | 'number' | 'tags';

/** A field a statistic tile may filter by, and the SQL expression that reads it from its table. */
export interface StoredField {
  kind: StoredFieldKind;
  expression: RawBuilder<unknown>;
}

const NEVER: Predicate = sql<boolean>`false`;

/** A value as the field's kind holds it; undefined when it can never match (a word compared with a number). */
const asText = (value: Scalar): string => String(value);
const asNumber = (value: Scalar): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
};

/** The three comparisons each kind of field answers; the operators are built from them. */
interface KindComparisons {
  equals(expression: RawBuilder<unknown>, value: Scalar): Predicate;
  isEmpty(expression: RawBuilder<unknown>): Predicate;
  compare(expression: RawBuilder<unknown>, comparison: '>' | '<', value: Scalar): Predicate;
}

const scalarCompare = (expression: RawBuilder<unknown>, comparison: '>' | '<', value: string | number | undefined): Predicate =>
  value === undefined ? NEVER : sql<boolean>`${expression} ${sql.raw(comparison)} ${value}`;

const KINDS: Readonly<Record<StoredFieldKind, KindComparisons>> = {
  text: {
    equals: (expression, value) => sql<boolean>`${expression} = ${asText(value)}`,
    isEmpty: (expression) => sql<boolean>`coalesce(${expression}, '') = ''`,
    compare: (expression, comparison, value) => scalarCompare(expression, comparison, asText(value)),
  },
  number: {
    equals: (expression, value) => {
      const number = asNumber(value);
      return number === undefined ? NEVER : sql<boolean>`${expression} = ${number}`;
    },
    isEmpty: (expression) => sql<boolean>`${expression} is null`,
    compare: (expression, comparison, value) => scalarCompare(expression, comparison, asNumber(value)),
  },
  tags: {
    equals: (expression, value) => sql<boolean>`${asText(value)} = any(${expression})`,
    isEmpty: (expression) => sql<boolean>`cardinality(${expression}) = 0`,
    compare: () => NEVER,
  },
};

const listOf = (value: FieldCondition['value']): Scalar[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

const matchesAny = (field: StoredField, value: FieldCondition['value']): Predicate => {
  const values = listOf(value);
  if (values.length === 0) return NEVER;
  return sql<boolean>`(${sql.join(values.map((item) => KINDS[field.kind].equals(field.expression, item)), sql` or `)})`;
};

const equalsOrEmpty = (field: StoredField, value: FieldCondition['value']): Predicate =>
  value === undefined || value === null ? KINDS[field.kind].isEmpty(field.expression) : matchesAny(field, [value].flat());

// "Not" keeps the rows whose field is empty: a lead with no source is not from the source named.
const not = (predicate: Predicate): Predicate => sql<boolean>`not coalesce(${predicate}, false)`;

/** Each operator of a tile's filter (schemas/form.schema.json#/definitions/condition) as SQL over a stored field. */
export const FILTER_OPERATORS: Readonly<Record<FieldCondition['operator'], (field: StoredField, value: FieldCondition['value']) => Predicate>> = {
  equals: equalsOrEmpty,
  notEquals: (field, value) => not(equalsOrEmpty(field, value)),
  in: matchesAny,
  notIn: (field, value) => not(matchesAny(field, value)),
  isEmpty: (field) => KINDS[field.kind].isEmpty(field.expression),
  isNotEmpty: (field) => not(KINDS[field.kind].isEmpty(field.expression)),
  greaterThan: (field, value) => KINDS[field.kind].compare(field.expression, '>', listOf(value)[0] ?? ''),
  lessThan: (field, value) => KINDS[field.kind].compare(field.expression, '<', listOf(value)[0] ?? ''),
};
