import { sql, type RawBuilder } from 'kysely';
import type { StatisticTile } from '../../../engine/generated/config-types';
import { FILTER_OPERATORS } from './statistic-filters';
import type { ComputedSource, CountedPart } from './statistic-sources';

/** A source's counted part as a tile's filter decides it: whether the filter keeps every row of it, or keeps none. */
export interface PlannedPart {
  part: CountedPart;
  /** The filter keeps every row of the part: its counters count it. */
  holds: RawBuilder<boolean>;
  /** The filter keeps every row of the part or none; else the part is counted from its rows, filtered as the others. */
  isDecided: RawBuilder<boolean>;
}

const TRUE = sql<boolean>`true`;

/**
 * The counted part of a count tile's relation, if its counters may answer: with no filter all of it; with a filter
 * on a field whose values on the part are known, the filter is asked of each value (as constants, which the
 * planner folds): all of it when it keeps every value, none when it keeps none, its rows otherwise.
 */
export function countedPartOf(source: ComputedSource, tile: StatisticTile): PlannedPart | undefined {
  const part = source.countedPart;
  if (!part || tile.aggregation !== 'count') return undefined;
  const { filter } = tile;
  if (!filter) return { part, holds: TRUE, isDecided: TRUE };
  const values = part.fieldValues[filter.field];
  if (!values || values.length === 0) return undefined;
  const keeps = values.map((value) => sql<boolean>`coalesce(${FILTER_OPERATORS[filter.operator]({ kind: 'text', expression: sql`${value}::text` }, filter.value)}, false)`);
  const holds = sql<boolean>`(${sql.join(keeps, sql` and `)})`;
  return { part, holds, isDecided: sql<boolean>`(${holds} or not (${sql.join(keeps, sql` or `)}))` };
}
