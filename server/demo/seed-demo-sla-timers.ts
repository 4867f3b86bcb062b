import { sql, type Kysely } from 'kysely';
import { ownCollections, subjectCollection } from '../../engine/modules/record-collections';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import { officeContextFor, type ContextServices } from '../context/system-context';
import type { Database } from '../db/schema';
import { clockNow } from '../jobs/clock';
import { jobDefaults } from '../jobs/job-kind';
import { slaBreachJob, slaReminderJob, type SlaJobPayload } from '../modules/workflow-runtime/sla-jobs';
import type { DemoOffice } from './demo-clients';
import { agedTimer, type AgedTimer } from './demo-sla-ages';

/** What settling the demo's SLA timers did: how many stand, how many were found overdue, how many jobs wait. */
export interface SettledTimers {
  live: number;
  breached: number;
  jobs: number;
}

type Db = Kysely<Database>;

const SEEDER = 'lishka:demo-seed';

// The entity of the collection a record's module names (an office's module, or its clients' or documents' runs).
function entityOf(office: OfficeConfiguration, module: string): string {
  const candidates = [...ownCollections(office), subjectCollection(office, 'client'), subjectCollection(office, 'document')];
  return candidates.find((collection) => collection?.ownerId === module)?.entity ?? module;
}

// The seeded timers that still stand (their record is in the stage they timed), with their breach job's payload.
async function standingTimers(db: Db, tenantIds: readonly string[]) {
  const rows = await db
    .selectFrom('jobs')
    .innerJoin('sla_timers', (join) =>
      join.onRef('sla_timers.tenant_id', '=', 'jobs.tenant_id').on(sql<boolean>`sla_timers.record_id = (jobs.payload->>'recordId')::uuid and sla_timers.entered_at = (jobs.payload->>'enteredAt')::timestamptz`),
    )
    .innerJoin('records', (join) => join.onRef('records.tenant_id', '=', 'sla_timers.tenant_id').onRef('records.id', '=', 'sla_timers.record_id'))
    .select(['jobs.tenant_id', 'jobs.payload', 'sla_timers.record_id', 'sla_timers.entered_at', 'sla_timers.due_at', 'sla_timers.remind_at', 'sla_timers.stage', 'records.stage_entered_at'])
    .where('jobs.kind', '=', slaBreachJob.name)
    .where('jobs.state', '=', 'queued')
    .where('jobs.tenant_id', 'in', tenantIds)
    .where('sla_timers.breached_at', 'is', null)
    .execute();
  return rows.filter((row) => row.stage_entered_at !== null && new Date(row.stage_entered_at).getTime() === new Date(row.entered_at).getTime());
}

// Moves each aged record's course back: its creation, last change and stage entry, its history and its timers.
async function shiftRecords(db: Db, aged: readonly (AgedTimer & { tenantId: string })[]): Promise<void> {
  const values = sql.join(aged.map((timer) => sql`(${timer.tenantId}::uuid, ${timer.recordId}::uuid, ${timer.shiftMs / 1000}::float8, ${timer.enteredAt.toISOString()}::timestamptz)`));
  const shifted = sql`(values ${values}) as shifted (tenant_id, record_id, seconds, entered_at)`;
  const back = (column: string) => sql`${sql.ref(column)} - make_interval(secs => shifted.seconds)`;
  const matches = (table: string) => sql`${sql.ref(`${table}.tenant_id`)} = shifted.tenant_id and ${sql.ref(`${table}.${table === 'records' ? 'id' : 'record_id'}`)} = shifted.record_id`;
  await sql`update records set created_at = ${back('records.created_at')}, updated_at = ${back('records.updated_at')}, stage_entered_at = shifted.entered_at from ${shifted} where ${matches('records')}`.execute(db);
  await sql`update record_events set at = ${back('record_events.at')} from ${shifted} where ${matches('record_events')}`.execute(db);
  await sql`update sla_timers set entered_at = ${back('sla_timers.entered_at')}, due_at = ${back('sla_timers.due_at')}, remind_at = ${back('sla_timers.remind_at')} from ${shifted} where ${matches('sla_timers')}`.execute(db);
}

/**
 * Seeds the demo records' SLA timers as of now instead of all from the moment of seeding (which made every timer of
 * a stage fall due at once, about 1,400 of them half an hour after a fresh start): each record that waits in a stage
 * with an SLA is given an age there (agedTimer) and its course moves back by it; a timer already past its due time
 * is marked breached (the record is overdue) and audited as the breach would be, without its mail or notices, and
 * only future reminders and breaches stay queued, at their own times. Runs as the database owner, after the records.
 */
export async function settleDemoSlaTimers(services: ContextServices, offices: readonly DemoOffice[], now: Date = clockNow()): Promise<SettledTimers> {
  const { db } = services;
  const tenantIds = offices.map((office) => office.tenantId);
  if (tenantIds.length === 0) return { live: 0, breached: 0, jobs: 0 };
  const standing = await standingTimers(db, tenantIds);
  const aged = standing.map((row) => ({
    ...agedTimer({ recordId: row.record_id, enteredAt: new Date(row.entered_at), dueAt: new Date(row.due_at), remindAt: row.remind_at ? new Date(row.remind_at) : null }, now),
    tenantId: row.tenant_id!,
    payload: row.payload as SlaJobPayload,
    stage: row.stage,
  }));
  const entities = new Map<string, OfficeConfiguration>();
  for (const office of offices) {
    const ctx = await officeContextFor(services, office.slug, { kind: 'system', name: 'demo-seed' });
    if (ctx) entities.set(office.tenantId, ctx.office);
  }
  let jobs = 0;
  await db.transaction().execute(async (trx) => {
    // The seeded jobs of every timer (of stages since left too, which would do nothing) make way for the aged ones.
    await trx.deleteFrom('jobs').where('kind', 'in', [slaBreachJob.name, slaReminderJob.name]).where('state', '=', 'queued').where('tenant_id', 'in', tenantIds).execute();
    if (aged.length === 0) return;
    await shiftRecords(trx, aged);
    const marks = sql.join(aged.map((timer) => sql`(${timer.tenantId}::uuid, ${timer.recordId}::uuid, ${timer.enteredAt.toISOString()}::timestamptz, ${timer.isReminded}::boolean, ${timer.isBreached}::boolean)`));
    await sql`update sla_timers set reminded_at = case when marks.reminded then sla_timers.remind_at end, breached_at = case when marks.breached then sla_timers.due_at end
      from (values ${marks}) as marks (tenant_id, record_id, entered_at, reminded, breached)
      where sla_timers.tenant_id = marks.tenant_id and sla_timers.record_id = marks.record_id and sla_timers.entered_at = marks.entered_at`.execute(trx);
    const job = (timer: (typeof aged)[number], kind: typeof slaBreachJob, runAt: Date) => {
      const enteredAt = timer.enteredAt.toISOString();
      const payload: SlaJobPayload = { ...timer.payload, enteredAt };
      const policy = jobDefaults(kind);
      return { tenant_id: timer.tenantId, kind: kind.name, payload: JSON.stringify(payload), run_at: runAt, key: `${timer.recordId}@${enteredAt}`, max_attempts: policy.maxAttempts, retry_delay_seconds: policy.retryDelaySeconds, timeout_seconds: policy.timeoutSeconds };
    };
    const pending = aged.filter((timer) => !timer.isBreached);
    const rows = [...pending.map((timer) => job(timer, slaBreachJob, timer.dueAt)), ...pending.filter((timer) => !timer.isReminded && timer.remindAt).map((timer) => job(timer, slaReminderJob, timer.remindAt!))];
    for (let start = 0; start < rows.length; start += 500) await trx.insertInto('jobs').values(rows.slice(start, start + 500)).execute();
    jobs = rows.length;
    const breached = aged.filter((timer) => timer.isBreached);
    const audits = breached.map((timer) => ({
      tenant_id: timer.tenantId,
      user_id: null,
      event_type: 'record.sla.breached',
      service_name: 'workflow-runtime',
      entity_type: entityOf(entities.get(timer.tenantId)!, timer.payload.module),
      entity_id: timer.recordId,
      after: JSON.stringify({ stage: timer.stage, dueAt: timer.dueAt, breachedAt: timer.dueAt }),
      success: true,
      ip: null,
      user_agent: SEEDER,
    }));
    for (let start = 0; start < audits.length; start += 500) await trx.insertInto('audit_log').values(audits.slice(start, start + 500)).execute();
  });
  return { live: aged.length, breached: aged.filter((timer) => timer.isBreached).length, jobs };
}
