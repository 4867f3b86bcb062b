import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/** The office's clients counted by status, by priority, and by creation month (this one, the one before). */
export async function clientCounts(trx: ScopedTransaction) {
  // Months in UTC, the same for every office member whatever their server's time zone.
  const monthStart = sql<Date>`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
  const row = await trx
    .selectFrom('clients')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where status = 'active')`.as('active'),
      sql<string>`count(*) filter (where status = 'inactive')`.as('inactive'),
      sql<string>`count(*) filter (where status = 'pending')`.as('pending'),
      sql<string>`count(*) filter (where priority = 'low')`.as('low'),
      sql<string>`count(*) filter (where priority = 'medium')`.as('medium'),
      sql<string>`count(*) filter (where priority = 'high')`.as('high'),
      sql<string>`count(*) filter (where created_at >= ${monthStart})`.as('this_month'),
      sql<string>`count(*) filter (where created_at >= ${monthStart} - interval '1 month' and created_at < ${monthStart})`.as('previous_month'),
    ])
    .executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as Record<keyof typeof row, number>;
}

/** Clients created since a moment, and the leads among them. */
export async function createdSince(trx: ScopedTransaction, since: Date) {
  const row = await trx
    .selectFrom('clients')
    .select((eb) => [eb.fn.countAll<string>().as('created'), sql<string>`count(*) filter (where kind = 'lead')`.as('leads')])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { created: Number(row.created), leads: Number(row.leads) };
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

/** Clients created per UTC month, from the month of `since` to the month of `until`, every month listed (0 when none), oldest first. */
export async function createdPerMonth(trx: ScopedTransaction, since: Date, until: Date): Promise<{ month: string; count: number }[]> {
  const rows = await sql<{ month: string; n: string }>`
    with per_month as (
      select date_trunc('month', created_at AT TIME ZONE 'UTC') as month, count(*) as n
      from clients
      where created_at >= ${since}::timestamptz
      group by 1
    )
    select to_char(m.month, 'YYYY-MM') as month, coalesce(p.n, 0) as n
    from generate_series(date_trunc('month', ${since}::timestamptz AT TIME ZONE 'UTC'), date_trunc('month', ${until}::timestamptz AT TIME ZONE 'UTC'), interval '1 month') as m(month)
    left join per_month p on p.month = m.month
    order by m.month`.execute(trx);
  return rows.rows.map((row) => ({ month: row.month, count: Number(row.n) }));
}
