import { sql, type RawBuilder } from 'kysely';
import { clientsCreatedIn } from '../../client-counts/client-counts.queries';
import type { ScopedTransaction } from '../../db/context';
import type { PlannedPart } from './counted-part';
import type { ComputedSource } from './statistic-sources';
import type { PeriodWindows, TimeRange } from './statistic-periods';

/** One tile's query: where its rows live, which of them count, and what is added up (nothing: they are counted). */
export interface TileQuery {
  source: ComputedSource;
  /** Which of the table's rows are the tile's entity (the source's scope, resolved for the tile). */
  scope?: RawBuilder<boolean>;
  filter?: RawBuilder<boolean>;
  sum?: RawBuilder<unknown>;
  /** Whether the office's client counters answer it (a count of clients or leads, filtered by what they keep). */
  isCounted?: boolean;
  /** The part of the source's relation its counters count, as the tile's filter decides it (counted-part.ts). */
  countedPart?: PlannedPart;
}

/** A tile's value in the period and in the period before it (null for 'all'). */
export interface TileValues {
  current: number;
  previous: number | null;
}

// The rows of the tile's entity: the scope resolved for the tile, else the source's own.
function scopeOf(query: TileQuery): RawBuilder<boolean>[] {
  if (query.scope) return [query.scope];
  if (typeof query.source.scope === 'function') throw new Error('A tile of this entity counts only once its scope is resolved for the tile');
  return query.source.scope ? [query.source.scope] : [];
}

const inRange = (time: RawBuilder<unknown>, from: Date | null, to: Date | null): RawBuilder<boolean> =>
  sql<boolean>`${from ? sql`${time} >= ${from}` : sql`true`} and ${to ? sql`${time} < ${to}` : sql`true`}`;

// A period of rows placed by a time that may lie ahead (an appointment's start) ends where it would: as long after
// its start as the previous period is long (this week's appointments, not every one from this week on).
function futureEnd(source: ComputedSource, windows: PeriodWindows): Date | null {
  const { current, previous } = windows;
  if (!source.timeColumn || !current.from || !previous?.from) return null;
  return new Date(current.from.getTime() * 2 - previous.from.getTime());
}

/**
 * A tile's value now and in the previous period, in one statement: the tenant's rows of the entity created since
 * the earlier window began (the created_at indexes serve the range), counted or summed per window with FILTER.
 * The tenant is named as well as enforced by row-level security, so that the (tenant_id, created_at) index serves.
 */
export async function tileValues(trx: ScopedTransaction, tenantId: string, query: TileQuery, windows: PeriodWindows): Promise<TileValues> {
  if (query.isCounted) return countedTileValues(trx, tenantId, query, windows);
  const { previous } = windows;
  const current = windows.current.to === null ? { from: windows.current.from, to: futureEnd(query.source, windows) } : windows.current;
  const aggregate = (range: RawBuilder<boolean>) => (query.sum ? sql`coalesce(sum(${query.sum}) filter (where ${range}), 0)` : sql`count(*) filter (where ${range})`);
  const earliest = previous ? previous.from : current.from;
  const time = sql.ref(query.source.timeColumn ?? 'created_at');
  const part = query.countedPart;
  const conditions = [
    sql<boolean>`tenant_id = ${tenantId}`,
    ...scopeOf(query),
    ...(query.filter ? [query.filter] : []),
    ...(earliest ? [sql<boolean>`${time} >= ${earliest}`] : []),
    // The counted part's rows only when the filter leaves them undecided (constants: the planner drops the rest).
    ...(part ? [sql<boolean>`(${part.part.others} or not ${part.isDecided})`] : []),
  ];
  // A window's value: the rows' aggregate, and the counted part's counters when the filter keeps every row of it.
  const value = (window: TimeRange) => {
    const rowsValue = aggregate(inRange(time, window.from, window.to));
    return part ? sql`${rowsValue} + (case when ${part.holds} then ${part.part.countIn(tenantId, window)} else 0 end)` : rowsValue;
  };
  const previousValue = previous ? value(previous) : sql`null`;
  const { rows } = await sql<{ current: string | number; previous: string | number | null }>`
    select ${value(current)} as current, ${previousValue} as previous
    from ${query.source.relation ?? sql.table(query.source.table)}
    where ${sql.join(conditions, sql` and `)}`.execute(trx);
  const row = rows[0];
  return { current: Number(row?.current ?? 0), previous: row?.previous === null || row?.previous === undefined ? null : Number(row.previous) };
}

/**
 * A counted tile's value now and in the previous period, in one statement, from the office's client counters and
 * the rows of the part-days at the periods' ends (server/client-counts): the same numbers as counting the rows,
 * read from about as many counters whatever the office's size.
 */
async function countedTileValues(trx: ScopedTransaction, tenantId: string, query: TileQuery, windows: PeriodWindows): Promise<TileValues> {
  const conditions = [...scopeOf(query), ...(query.filter ? [query.filter] : [])];
  const previous = windows.previous ? clientsCreatedIn(tenantId, windows.previous, conditions) : sql`null`;
  const { rows } = await sql<{ current: string | number; previous: string | number | null }>`
    select ${clientsCreatedIn(tenantId, windows.current, conditions)} as current, ${previous} as previous`.execute(trx);
  const row = rows[0];
  return { current: Number(row?.current ?? 0), previous: row?.previous === null || row?.previous === undefined ? null : Number(row.previous) };
}
