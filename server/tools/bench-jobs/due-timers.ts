import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Makes every record of the bench office's module (but the template) enter its stage 48 hours before a due time
 * spread evenly over spreadSeconds (a minute) from firstDue, and queues its SLA timer and breach job as the runtime would have on
 * entry (legal's intake is 48 hours). Answers how many.
 */
export async function dueWithinAMinute(db: Kysely<Database>, bench: { tenantId: string; module: string; workflowId: string; except: string; firstDue: Date; spreadSeconds: number }): Promise<number> {
  const { tenantId, module, workflowId, except, firstDue, spreadSeconds } = bench;
  await sql`
    with numbered as (
      select id, row_number() over (order by id) - 1 as i, count(*) over () as n from records
      where tenant_id = ${tenantId} and module = ${module} and id <> ${except}
    )
    -- Whole milliseconds, as the runtime's times are (a timer whose entry differs from its record's is stale).
    update records r set stage = 'intake', stage_entered_at = date_trunc('milliseconds', ${firstDue}::timestamptz + make_interval(secs => ${spreadSeconds}::float8 * numbered.i / numbered.n)) - interval '48 hours'
    from numbered where r.tenant_id = ${tenantId} and r.id = numbered.id`.execute(db);
  await sql`
    insert into sla_timers (tenant_id, record_id, entered_at, stage, due_at)
    select tenant_id, id, stage_entered_at, stage, stage_entered_at + interval '48 hours' from records
    where tenant_id = ${tenantId} and module = ${module} and id <> ${except}`.execute(db);
  const { rows } = await sql<{ n: string }>`
    with queued as (
      insert into jobs (tenant_id, kind, payload, run_at, key, max_attempts, retry_delay_seconds, timeout_seconds)
      select tenant_id, 'sla.breach',
        jsonb_build_object('module', ${module}::text, 'workflowId', ${workflowId}::text, 'recordId', record_id, 'enteredAt', to_jsonb(entered_at) #>> '{}'),
        due_at, record_id || '@' || (to_jsonb(entered_at) #>> '{}'), 5, 30, 300
      from sla_timers where tenant_id = ${tenantId} and record_id <> ${except}
      returning 1
    ) select count(*) as n from queued`.execute(db);
  return Number(rows[0]!.n);
}

/** The lag distribution of the bench office's timers: from due time to breach, in milliseconds. */
export interface LagFigures {
  queued: number;
  fired: number;
  workers: number;
  p50?: number;
  p90?: number;
  p99?: number;
  max?: number;
  lastFiredAfterFirstDue?: number;
  perSecond?: number;
}

export async function lagFigures(db: Kysely<Database>, tenantId: string, queued: number, workers: number): Promise<LagFigures> {
  const { rows } = await sql<{ lag: number; due: Date; fired: Date }>`
    select extract(epoch from (breached_at - due_at)) * 1000 as lag, due_at as due, breached_at as fired
    from sla_timers where tenant_id = ${tenantId} and breached_at is not null order by lag`.execute(db);
  const lags = rows.map((row) => Number(row.lag));
  const at = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))];
  const firstDue = Math.min(...rows.map((row) => new Date(row.due).getTime()));
  const lastFired = Math.max(...rows.map((row) => new Date(row.fired).getTime()));
  const firstFired = Math.min(...rows.map((row) => new Date(row.fired).getTime()));
  if (lags.length === 0) return { queued, fired: 0, workers };
  return { queued, fired: lags.length, workers, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: lags.at(-1), lastFiredAfterFirstDue: lastFired - firstDue, perSecond: lags.length / Math.max(0.001, (lastFired - firstFired) / 1000) };
}
