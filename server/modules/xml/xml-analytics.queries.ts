import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

// The intake's figures, computed in the database over the office's live documents of a period (row-level security
// keeps them to the office). `since` null is all time. Policies are counted once each: from the latest file of the
// period naming the policy number (by uploaded_at), so a policy reported monthly is not counted twelve times.

const inPeriod = (since: Date | null) => (since ? sql`and d.uploaded_at >= ${since}::timestamptz` : sql``);

/** The period's documents by status. */
export async function documentsByStatus(trx: ScopedTransaction, since: Date | null): Promise<{ status: string; count: number }[]> {
  const rows = await sql<{ status: string; n: string }>`
    select d.status, count(*) as n from xml_documents d where d.deleted_at is null ${inPeriod(since)}
    group by d.status order by count(*) desc, d.status`.execute(trx);
  return rows.rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}

/** Documents uploaded per UTC day, every day from `since` (or the first upload) to today listed, 0 when none. */
export async function documentsPerDay(trx: ScopedTransaction, since: Date | null): Promise<{ date: string; count: number }[]> {
  const rows = await sql<{ date: string; n: string }>`
    with per_day as (
      select date_trunc('day', d.uploaded_at AT TIME ZONE 'UTC') as day, count(*) as n
      from xml_documents d where d.deleted_at is null ${inPeriod(since)}
      group by 1
    ), first_day as (
      select coalesce(${since}::timestamptz AT TIME ZONE 'UTC', (select min(day) from per_day), now() AT TIME ZONE 'UTC') as day
    )
    select to_char(s.day, 'YYYY-MM-DD') as date, coalesce(p.n, 0) as n
    from first_day f, generate_series(date_trunc('day', f.day), date_trunc('day', now() AT TIME ZONE 'UTC'), interval '1 day') as s(day)
    left join per_day p on p.day = s.day
    order by s.day`.execute(trx);
  return rows.rows.map((row) => ({ date: row.date, count: Number(row.n) }));
}

/** The errors of the period's validations by type (each error of validation_result.errors counted). */
export async function errorsByType(trx: ScopedTransaction, since: Date | null): Promise<{ type: string; count: number }[]> {
  const rows = await sql<{ type: string; n: string }>`
    select e.issue ->> 'type' as type, count(*) as n
    from xml_documents d
    cross join lateral jsonb_array_elements(case when jsonb_typeof(d.validation_result -> 'errors') = 'array' then d.validation_result -> 'errors' else '[]'::jsonb end) as e(issue)
    where d.deleted_at is null ${inPeriod(since)} and e.issue ->> 'type' is not null
    group by 1 order by count(*) desc, 1`.execute(trx);
  return rows.rows.map((row) => ({ type: row.type, count: Number(row.n) }));
}

// The policies of the period, each from the latest file naming it.
const latestPolicies = (since: Date | null) => sql`
  select distinct on (h.policy_number) h.policy_number, h.member_id_number, h.product_type, h.policy_status, h.balance, h.deposit_fee_pct, h.balance_fee_pct
  from xml_holdings h
  join xml_documents d on d.tenant_id = h.tenant_id and d.id = h.document_id
  where d.deleted_at is null ${inPeriod(since)}
  order by h.policy_number, d.uploaded_at desc, d.id desc`;

export interface ProductFigures {
  product_type: number | null;
  policies: number;
  balance: number;
  avg_deposit_fee_pct: number | null;
  avg_balance_fee_pct: number | null;
}

/** The period's policies by product: how many, their balances summed, their fees averaged. */
export async function policiesByProduct(trx: ScopedTransaction, since: Date | null): Promise<ProductFigures[]> {
  const rows = await sql<{ product_type: number | null; n: string; total: string | null; deposit: string | null; accumulation: string | null }>`
    with latest as (${latestPolicies(since)})
    select product_type, count(*) as n, sum(balance) as total, avg(deposit_fee_pct) as deposit, avg(balance_fee_pct) as accumulation
    from latest group by product_type order by product_type nulls last`.execute(trx);
  const rounded = (value: string | null, digits: number): number | null => (value === null ? null : Number(Number(value).toFixed(digits)));
  return rows.rows.map((row) => ({
    product_type: row.product_type === null ? null : Number(row.product_type),
    policies: Number(row.n),
    balance: rounded(row.total, 2) ?? 0,
    avg_deposit_fee_pct: rounded(row.deposit, 4),
    avg_balance_fee_pct: rounded(row.accumulation, 4),
  }));
}

/** The period's policies by their status code (STATUS-POLISA-O-CHESHBON). */
export async function policiesByStatus(trx: ScopedTransaction, since: Date | null): Promise<{ status: number | null; count: number }[]> {
  const rows = await sql<{ policy_status: number | null; n: string }>`
    with latest as (${latestPolicies(since)})
    select policy_status, count(*) as n from latest group by policy_status order by policy_status nulls last`.execute(trx);
  return rows.rows.map((row) => ({ status: row.policy_status === null ? null : Number(row.policy_status), count: Number(row.n) }));
}

/** The period's totals: documents, policies (each once), members (by ID number) and the balances summed. */
export async function intakeTotals(trx: ScopedTransaction, since: Date | null): Promise<{ documents: number; policies: number; members: number; balance: number }> {
  const rows = await sql<{ documents: string; policies: string; members: string; balance: string | null }>`
    with latest as (${latestPolicies(since)})
    select (select count(*) from xml_documents d where d.deleted_at is null ${inPeriod(since)}) as documents,
      count(*) as policies, count(distinct member_id_number) as members, sum(balance) as balance
    from latest`.execute(trx);
  const row = rows.rows[0]!;
  return { documents: Number(row.documents), policies: Number(row.policies), members: Number(row.members), balance: Number(Number(row.balance ?? 0).toFixed(2)) };
}
