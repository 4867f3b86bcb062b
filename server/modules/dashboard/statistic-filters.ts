import { sql, type RawBuilder } from 'kysely';
import type { FieldCondition } from '../../../engine/generated/config-types';

type Scalar = string | number | boolean;
type Predicate = RawBuilder<boolean>;

/** How a stored field compares: a text column, a number column, a list of tags, or a text column of a related row. */
export type StoredFieldKind = 'text' | 'number' | 'tags' | 'related';

/**
 * A field a statistic tile may filter by, and the SQL expression that reads it from its table. A related field is a
 * column of another table's row (`expression`, over the rows `related` selects): it is compared in an EXISTS, which
 * the planner joins once, rather than read by a subquery for every counted row.
 */
export type StoredField =
  | { kind: Exclude<StoredFieldKind, 'related'>; expression: RawBuilder<unknown> }
  | {
      kind: 'related';
      expression: RawBuilder<unknown>;
      /** `from … where …` of the related rows, joined to the counted row. */
      related: RawBuilder<unknown>;
    };

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

const TEXT: KindComparisons = {
  equals: (expression, value) => sql<boolean>`${expression} = ${asText(value)}`,
  isEmpty: (expression) => sql<boolean>`coalesce(${expression}, '') = ''`,
  compare: (expression, comparison, value) => scalarCompare(expression, comparison, asText(value)),
};

const KINDS: Readonly<Record<Exclude<StoredFieldKind, 'related'>, KindComparisons>> = {
  text: TEXT,
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

// A related field's comparisons, as text, inside an EXISTS over its related rows; empty when no related row has a value.
const relatedComparisons = (related: RawBuilder<unknown>): KindComparisons => {
  const within = (predicate: Predicate): Predicate => sql<boolean>`exists (select 1 ${related} and ${predicate})`;
  return {
    equals: (expression, value) => within(TEXT.equals(expression, value)),
    isEmpty: (expression) => sql<boolean>`not ${within(sql<boolean>`coalesce(${expression}, '') <> ''`)}`,
    compare: (expression, comparison, value) => within(TEXT.compare(expression, comparison, value)),
  };
};

const comparisonsOf = (field: StoredField): KindComparisons => (field.kind === 'related' ? relatedComparisons(field.related) : KINDS[field.kind]);

const listOf = (value: FieldCondition['value']): Scalar[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

const matchesAny = (field: StoredField, value: FieldCondition['value']): Predicate => {
  const values = listOf(value);
  if (values.length === 0) return NEVER;
  return sql<boolean>`(${sql.join(values.map((item) => comparisonsOf(field).equals(field.expression, item)), sql` or `)})`;
};

const equalsOrEmpty = (field: StoredField, value: FieldCondition['value']): Predicate =>
  value === undefined || value === null ? comparisonsOf(field).isEmpty(field.expression) : matchesAny(field, [value].flat());

// "Not" keeps the rows whose field is empty: a lead with no source is not from the source named.
const not = (predicate: Predicate): Predicate => sql<boolean>`not coalesce(${predicate}, false)`;

/** Each operator of a tile's filter (schemas/form.schema.json#/definitions/condition) as SQL over a stored field. */
export const FILTER_OPERATORS: Readonly<Record<FieldCondition['operator'], (field: StoredField, value: FieldCondition['value']) => Predicate>> = {
  equals: equalsOrEmpty,
  notEquals: (field, value) => not(equalsOrEmpty(field, value)),
  in: matchesAny,
  notIn: (field, value) => not(matchesAny(field, value)),
  isEmpty: (field) => comparisonsOf(field).isEmpty(field.expression),
  isNotEmpty: (field) => not(comparisonsOf(field).isEmpty(field.expression)),
  greaterThan: (field, value) => comparisonsOf(field).compare(field.expression, '>', listOf(value)[0] ?? ''),
  lessThan: (field, value) => comparisonsOf(field).compare(field.expression, '<', listOf(value)[0] ?? ''),
};
