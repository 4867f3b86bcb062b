import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { ClientKind, ClientPriority, ClientStatus, Database, LeadStatus } from '../../db/schema';
import { CLIENT_SELECTION, type ClientRecord } from './clients.queries';
import { findSearch } from './client-search.queries';
import type { ListPosition, SortField, SortOrder } from './list-cursor';
import type { OpenRecords } from './client.view';

/** What the client list may be narrowed by (spec 2 §5, §7). */
export interface ClientFilters {
  status?: ClientStatus;
  priority?: ClientPriority;
  tag?: string;
  followUp?: 'upcoming' | 'overdue' | 'none';
  search?: string;
  kind?: ClientKind;
  leadStatus?: LeadStatus;
  /** On the creation time, inclusive (ISO date-time). */
  dateFrom?: string;
  dateTo?: string;
  /** Only these clients (an export of the rows selected in the list). */
  ids?: readonly string[];
}

type ClientsQuery = SelectQueryBuilder<Database, 'clients', object>;

const SORT_COLUMNS = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  firstName: 'first_name',
  lastName: 'last_name',
  lastContactDate: 'last_contact_date',
} as const satisfies Record<SortField, string>;

/** The office's clients that pass the filters (row-level security keeps other offices' out), and whether a search's term is common. */
export async function filteredClients(trx: ScopedTransaction, filters: ClientFilters): Promise<{ query: ClientsQuery; isCommonSearch: boolean }> {
  let query: ClientsQuery = trx.selectFrom('clients');
  if (filters.ids) query = query.where('id', 'in', [...filters.ids]);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.priority) query = query.where('priority', '=', filters.priority);
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  if (filters.leadStatus) query = query.where('lead_status', '=', filters.leadStatus);
  // tags @> {tag}: the GIN index on tags answers it.
  if (filters.tag) query = query.where(sql<boolean>`tags @> ARRAY[${filters.tag}]::text[]`);
  if (filters.followUp === 'upcoming') query = query.where('next_follow_up_date', '>=', sql<Date>`now()`);
  if (filters.followUp === 'overdue') query = query.where('next_follow_up_date', '<', sql<Date>`now()`);
  if (filters.followUp === 'none') query = query.where('next_follow_up_date', 'is', null);
  if (filters.dateFrom) query = query.where('created_at', '>=', new Date(filters.dateFrom));
  if (filters.dateTo) query = query.where('created_at', '<=', new Date(filters.dateTo));
  if (!filters.search?.trim()) return { query, isCommonSearch: false };
  const search = await findSearch(trx, filters.search);
  return { query: query.where(search.condition), isCommonSearch: search.isCommon };
}

/** How many rows the query has, counting at most `bound + 1` of them (more than `bound` answers `bound + 1`). */
export async function countUpTo(trx: ScopedTransaction, query: ClientsQuery, bound: number): Promise<number> {
  const limited = query.select(sql<number>`1`.as('one')).limit(bound + 1);
  const { n } = await trx.selectFrom(limited.as('matching')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The planner's estimate of the query's rows (EXPLAIN, never run), for totals too large to count. The office is
 * named as well as enforced by row-level security, so that the estimate is of its rows, not of an average office's.
 */
export async function estimateRows(query: ClientsQuery, tenantId: string): Promise<number> {
  const [plan] = await query.where('tenant_id', '=', tenantId).select(sql<number>`1`.as('one')).explain<{ 'QUERY PLAN': unknown }>('json');
  const parsed = typeof plan?.['QUERY PLAN'] === 'string' ? JSON.parse(plan['QUERY PLAN']) : plan?.['QUERY PLAN'];
  const rows = Number((parsed as { Plan?: { 'Plan Rows'?: unknown } }[] | undefined)?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(rows) ? Math.round(rows) : 0;
}

/** A client row with its sort value as text, for the cursor (timestamps in UTC to the microsecond). */
export type SortedClientRecord = ClientRecord & { sort_value: string | null };

function sortValue(sortBy: SortField) {
  const column = sql.ref(SORT_COLUMNS[sortBy]);
  if (sortBy === 'firstName' || sortBy === 'lastName') return sql<string | null>`${column}`.as('sort_value');
  return sql<string | null>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('sort_value');
}

// Rows after a position, in the sort's order (empty last-contact dates come last in both directions).
function after(position: ListPosition) {
  const column = sql.ref(SORT_COLUMNS[position.sortBy]);
  const greater = position.sortOrder === 'asc' ? sql.raw('>') : sql.raw('<');
  const cast = position.sortBy === 'firstName' || position.sortBy === 'lastName' ? sql.raw('text') : sql.raw('timestamptz');
  const id = sql`${position.id}::uuid`;
  return (eb: ExpressionBuilder<Database, 'clients'>) => {
    if (position.value === null) return eb.and([eb('last_contact_date', 'is', null), sql<boolean>`id ${greater} ${id}`]);
    const keyset = sql<boolean>`(${column}, id) ${greater} (${position.value}::${cast}, ${id})`;
    return position.sortBy === 'lastContactDate' ? eb.or([keyset, eb('last_contact_date', 'is', null)]) : keyset;
  };
}

/**
 * One page of the query in the given sort, `limit + 1` rows so the caller knows whether more follow: after the
 * cursor's position when there is one (keyset: no OFFSET however deep), else skipping `offset` rows.
 */
export async function pageOfClients(
  query: ClientsQuery,
  sort: { sortBy: SortField; sortOrder: SortOrder },
  window: { limit: number; offset: number; position?: ListPosition },
): Promise<SortedClientRecord[]> {
  const column = SORT_COLUMNS[sort.sortBy];
  let page = query.select(CLIENT_SELECTION).select(sortValue(sort.sortBy));
  if (window.position) page = page.where(after(window.position));
  // NULLS LAST only on the one nullable column: on a NOT NULL column it would no longer match its index's order,
  // and PostgreSQL would sort the whole office for every page.
  const nullable = sort.sortBy === 'lastContactDate';
  page = page.orderBy(column, (order) => (nullable ? (sort.sortOrder === 'asc' ? order.asc() : order.desc()).nullsLast() : sort.sortOrder === 'asc' ? order.asc() : order.desc())).orderBy('id', sort.sortOrder);
  if (!window.position && window.offset > 0) page = page.offset(window.offset);
  return (await page.limit(window.limit + 1).execute()) as SortedClientRecord[];
}

/** The open opportunities (any stage but closed and lost) of each of these clients: how many and their ILS value. */
export async function openRecordsOf(trx: ScopedTransaction, clientIds: string[]): Promise<Map<string, OpenRecords>> {
  if (clientIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('opportunities')
    .select((eb) => ['client_id', eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(value), 0)`.as('total')])
    .where('client_id', 'in', clientIds)
    .where('stage', 'not in', ['closed', 'lost'])
    .groupBy('client_id')
    .execute();
  return new Map(rows.map((row) => [row.client_id, { count: Number(row.n), value: Number(row.total) }]));
}

/** The first clients of a query: newest first, or by the next follow-up, soonest first. */
export async function firstClients(query: ClientsQuery, order: 'newest' | 'followUp', limit: number): Promise<ClientRecord[]> {
  const selected = query.select(CLIENT_SELECTION);
  const ordered = order === 'newest' ? selected.orderBy('created_at', 'desc').orderBy('id', 'desc') : selected.orderBy('next_follow_up_date', 'asc').orderBy('id', 'asc');
  return ordered.limit(limit).execute();
}

/** Follow-ups due from now to `days` days ahead (upcoming), or already past (overdue). */
export function withFollowUp(query: ClientsQuery, due: 'upcoming' | 'overdue', days = 7): ClientsQuery {
  if (due === 'overdue') return query.where('next_follow_up_date', '<', sql<Date>`now()`);
  return query.where('next_follow_up_date', '>=', sql<Date>`now()`).where('next_follow_up_date', '<=', sql<Date>`now() + make_interval(days => ${days})`);
}

/** Every tag of the office's clients with how many clients carry it, most used first. */
export async function tagCounts(trx: ScopedTransaction): Promise<{ tag: string; count: number }[]> {
  const rows = await trx
    .selectFrom(sql<{ tag: string }>`(select unnest(tags) as tag from clients)`.as('t'))
    .select((eb) => ['t.tag', eb.fn.countAll<string>().as('n')])
    .groupBy('t.tag')
    .orderBy('n', 'desc')
    .orderBy('t.tag', 'asc')
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.n) }));
}
