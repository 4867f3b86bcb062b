import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/** A time range [from, before). */
export interface AuditRange {
  from: Date;
  before: Date;
}

/** The most users byUser lists, busiest first. */
export const STATISTICS_MAX_USERS = 100;

const inRange = (range: AuditRange) => sql<boolean>`audit_log.occurred_at >= ${range.from} and audit_log.occurred_at < ${range.before}`;

/** How many entries the range holds, and how many of them record a failure. */
export async function countTotals(trx: ScopedTransaction, range: AuditRange): Promise<{ total: number; failures: number }> {
  const { rows } = await sql<{ total: string | number; failures: string | number }>`
    select count(*) as total, count(*) filter (where not audit_log.success) as failures from audit_log where ${inRange(range)}`.execute(trx);
  return { total: Number(rows[0]?.total ?? 0), failures: Number(rows[0]?.failures ?? 0) };
}

/** Entries per event type, most first. */
export async function countByEventType(trx: ScopedTransaction, range: AuditRange): Promise<{ eventType: string; count: number }[]> {
  const { rows } = await sql<{ event_type: string; n: string | number }>`
    select audit_log.event_type, count(*) as n from audit_log where ${inRange(range)} group by audit_log.event_type order by n desc, audit_log.event_type`.execute(trx);
  return rows.map((row) => ({ eventType: row.event_type, count: Number(row.n) }));
}

/** Entries per user (null: no user, such as a refused anonymous call), most first, with the member's name where the office still has them. */
export async function countByUser(trx: ScopedTransaction, range: AuditRange): Promise<{ userId: string | null; userName: string | null; userEmail: string | null; count: number }[]> {
  const { rows } = await sql<{ user_id: string | null; first_name: string | null; last_name: string | null; email: string | null; n: string | number }>`
    select counted.user_id, u.first_name, u.last_name, u.email, counted.n
    from (select audit_log.user_id, count(*) as n from audit_log where ${inRange(range)} group by audit_log.user_id) counted
    left join users u on u.id = counted.user_id
    order by counted.n desc, counted.user_id nulls last
    limit ${STATISTICS_MAX_USERS}`.execute(trx);
  return rows.map((row) => {
    const name = [row.first_name, row.last_name].filter((part) => part && part.trim() !== '').join(' ');
    return { userId: row.user_id, userName: name || null, userEmail: row.email, count: Number(row.n) };
  });
}

/** Entries per day (UTC), oldest first; days without entries are left out. */
export async function countByDay(trx: ScopedTransaction, range: AuditRange): Promise<{ date: string; count: number; failures: number }[]> {
  const { rows } = await sql<{ day: string; n: string | number; failures: string | number }>`
    select to_char(audit_log.occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n, count(*) filter (where not audit_log.success) as failures
    from audit_log where ${inRange(range)} group by day order by day`.execute(trx);
  return rows.map((row) => ({ date: row.day, count: Number(row.n), failures: Number(row.failures) }));
}
