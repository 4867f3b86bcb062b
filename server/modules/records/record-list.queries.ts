import { sql, type SelectQueryBuilder } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';
import type { RecordRow } from './record.view';

/** The orders of a record list, each kept by an index of its own. */
export type RecordSort = 'createdAt' | 'updatedAt';

/** How a module's list is filtered, ordered and paged. */
export interface RecordListFilter {
  module: string;
  stages?: string[];
  clientId?: string;
  assignedTo?: string;
  search?: string;
  /** A date field of the data and the first and last day (YYYY-MM-DD) it may fall on. */
  due?: { field: string; from: string; to: string };
  sort: RecordSort;
  direction: 'asc' | 'desc';
  /** Where the previous page ended: its last row's sort time (UTC, to the microsecond) and id. */
  after?: { value: string; id: string };
  limit: number;
}

/** The most a list counts exactly; past it the total is "10,000+". */
export const EXACT_TOTAL_LIMIT = 10_000;

const SORT_COLUMNS = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

type RecordQuery = SelectQueryBuilder<Database, 'records', object>;

function filtered(trx: ScopedTransaction, filter: RecordListFilter): RecordQuery {
  let query: RecordQuery = trx.selectFrom('records').where('module', '=', filter.module);
  // No stage at all matches nothing (a stage asked of a view that does not show it): no stage is named ''.
  if (filter.stages) query = query.where('stage', 'in', filter.stages.length > 0 ? filter.stages : ['']);
  if (filter.clientId) query = query.where('client_id', '=', filter.clientId);
  if (filter.assignedTo) query = query.where('assigned_to', '=', filter.assignedTo);
  if (filter.search) query = query.where('search_text', 'like', `%${filter.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  if (filter.due) {
    const value = sql<string>`records.data ->> ${filter.due.field}`;
    query = query.where(value, '>=', filter.due.from).where(value, '<=', filter.due.to);
  }
  return query;
}

/** A page of a module's records in keyset order, with each row's sort time as its cursor value. */
export async function listRecordRows(trx: ScopedTransaction, filter: RecordListFilter): Promise<(RecordRow & { sort_key: string })[]> {
  const column = SORT_COLUMNS[filter.sort];
  const direction = filter.direction;
  let query = filtered(trx, filter)
    .selectAll()
    // The sort time to the microsecond, in UTC: a JavaScript Date would lose the microseconds the keyset compares.
    .select(sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('sort_key'));
  if (filter.after) {
    const position = sql<boolean>`(${sql.ref(column)}, id) ${sql.raw(direction === 'desc' ? '<' : '>')} (${filter.after.value}::timestamptz, ${filter.after.id}::uuid)`;
    query = query.where(position);
  }
  return query
    .orderBy(sql.ref(column), direction)
    .orderBy('id', direction)
    .limit(filter.limit)
    .execute() as Promise<(RecordRow & { sort_key: string })[]>;
}

/** How many records match, counted exactly up to EXACT_TOTAL_LIMIT and no further. */
export async function countRecords(trx: ScopedTransaction, filter: RecordListFilter): Promise<{ total: number; isExact: boolean }> {
  const matching = filtered(trx, filter).select(sql<number>`1`.as('one')).limit(EXACT_TOTAL_LIMIT + 1);
  const row = await trx.selectFrom(matching.as('matching')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const counted = Number(row?.n ?? 0);
  return counted > EXACT_TOTAL_LIMIT ? { total: EXACT_TOTAL_LIMIT, isExact: false } : { total: counted, isExact: true };
}
