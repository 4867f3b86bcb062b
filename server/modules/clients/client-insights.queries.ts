import { sql } from 'kysely';
import { clientsCreatedIn } from '../../client-counts/client-counts.queries';
import type { ScopedTransaction } from '../../db/context';

// A UTC month's first day, as the counters' months start.
const monthOf = (at: Date, back = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1)).toISOString().slice(0, 10);

/**
 * The office's clients counted by status, by priority, and by creation month (this UTC month, the one before), from
 * the office's client counters (migration 019): all time's and the months', never the rows.
 */
export async function clientCounts(trx: ScopedTransaction, tenantId: string, now = new Date()) {
  const thisMonth = monthOf(now);
  const row = await trx
    .selectFrom('client_counts')
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('span', '=', 'all'), eb.and([eb('span', '=', 'month'), eb('starts', '>=', sql<Date>`${monthOf(now, 1)}::date`)])]))
    .select([
      sql<string>`coalesce(sum(n) filter (where span = 'all'), 0)`.as('total'),
      sql<string>`coalesce(sum(n) filter (where span = 'all' and status = 'active'), 0)`.as('active'),
      sql<string>`coalesce(sum(n) filter (where span = 'all' and status = 'inactive'), 0)`.as('inactive'),
      sql<string>`coalesce(sum(n) filter (where span = 'all' and status = 'pending'), 0)`.as('pending'),
      sql<string>`coalesce(sum(n) filter (where span = 'all' and priority = 'low'), 0)`.as('low'),
      sql<string>`coalesce(sum(n) filter (where span = 'all' and priority = 'medium'), 0)`.as('medium'),
      sql<string>`coalesce(sum(n) filter (where span = 'all' and priority = 'high'), 0)`.as('high'),
      sql<string>`coalesce(sum(n) filter (where span = 'month' and starts >= ${thisMonth}::date), 0)`.as('this_month'),
      sql<string>`coalesce(sum(n) filter (where span = 'month' and starts < ${thisMonth}::date), 0)`.as('previous_month'),
    ])
    .executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as Record<keyof typeof row, number>;
}

/** Clients created since a moment, and the leads among them, from the office's client counters and the rows of the first part-day. */
export async function createdSince(trx: ScopedTransaction, tenantId: string, since: Date) {
  const window = { from: since, to: null };
  const { rows } = await sql<{ created: string; leads: string }>`
    select ${clientsCreatedIn(tenantId, window)} as created, ${clientsCreatedIn(tenantId, window, [sql<boolean>`kind = 'lead'`])} as leads`.execute(trx);
  return { created: Number(rows[0]?.created ?? 0), leads: Number(rows[0]?.leads ?? 0) };
}

/** Clients whose status (or lead status) changed to a value since a moment, each counted once. */
export async function changedTo(trx: ScopedTransaction, since: Date, field: 'status' | 'leadStatus', to: string): Promise<number> {
  const row = await trx
    .selectFrom('client_activities')
    .select(sql<string>`count(distinct client_id)`.as('n'))
    .where('type', '=', 'status_changed')
    .where('occurred_at', '>=', since)
    .where(sql<boolean>`metadata->>'field' = ${field} and metadata->>'to' = ${to}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The mean, over the clients with closed opportunities, of the ILS value each has closed. */
export async function averageClosedValue(trx: ScopedTransaction): Promise<number> {
  const perClient = trx.selectFrom('opportunities').select((eb) => ['client_id', eb.fn.sum<string>('value').as('closed_value')]).where('stage', '=', 'closed').groupBy('client_id');
  const row = await trx.selectFrom(perClient.as('per_client')).select(sql<string | null>`avg(closed_value)`.as('average')).executeTakeFirstOrThrow();
  return row.average === null ? 0 : Number(row.average);
}

/** The sources of the clients created since a moment, most frequent first. */
export async function sourcesSince(trx: ScopedTransaction, since: Date, limit: number): Promise<{ source: string; count: number }[]> {
  const rows = await trx
    .selectFrom('clients')
    .select((eb) => ['source', eb.fn.countAll<string>().as('n')])
    .where('created_at', '>=', since)
    .where('source', 'is not', null)
    .groupBy('source')
    .orderBy('n', 'desc')
    .orderBy('source', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ source: row.source!, count: Number(row.n) }));
}

/** Activity entries per UTC day since a moment, every day listed (0 when none). */
export async function activityPerDay(trx: ScopedTransaction, since: Date): Promise<{ date: string; count: number }[]> {
  const rows = await sql<{ date: string; n: string }>`
    with per_day as (
      select date_trunc('day', occurred_at AT TIME ZONE 'UTC') as day, count(*) as n
      from client_activities
      where occurred_at >= ${since}::timestamptz
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(p.n, 0) as n
    from generate_series(date_trunc('day', ${since}::timestamptz AT TIME ZONE 'UTC'), date_trunc('day', now() AT TIME ZONE 'UTC'), interval '1 day') as d(day)
    left join per_day p on p.day = d.day
    order by d.day`.execute(trx);
  return rows.rows.map((row) => ({ date: row.date, count: Number(row.n) }));
}

/** Clients created per UTC month, from the month of `since` to the month of `until`, every month listed (0 when none), oldest first: the office's month counters. */
export async function createdPerMonth(trx: ScopedTransaction, tenantId: string, since: Date, until: Date): Promise<{ month: string; count: number }[]> {
  const rows = await sql<{ month: string; n: string }>`
    with per_month as (
      select starts, sum(n) as n
      from client_counts
      where tenant_id = ${tenantId} and span = 'month' and starts >= ${monthOf(since)}::date and starts <= ${monthOf(until)}::date
      group by 1
    )
    select to_char(m.month, 'YYYY-MM') as month, coalesce(p.n, 0) as n
    from generate_series(${monthOf(since)}::date, ${monthOf(until)}::date, interval '1 month') as m(month)
    left join per_month p on p.starts = m.month
    order by m.month`.execute(trx);
  return rows.rows.map((row) => ({ month: row.month, count: Number(row.n) }));
}
