import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestClock } from '../jobs/clock';
import { JOB_KINDS } from '../jobs/job-kinds';
import { createJobRunner } from '../jobs/job-runner';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { agedTimer } from './demo-sla-ages';
import { seedDemoOffices, type DemoSeeding } from './demo.test-support';
import { settleDemoSlaTimers } from './seed-demo-sla-timers';
import { seedDemoClientRuns } from './seed-demo-subjects';

const HOUR = 3_600_000;
const catalog = loadOfficeTypeCatalog();

describe('a demo record’s SLA timer as of now', () => {
  const now = new Date('2026-03-15T10:00:00Z');
  const seeded = (recordId: string, hours: number) => ({ recordId, enteredAt: new Date(now.getTime() - 60_000), dueAt: new Date(now.getTime() - 60_000 + hours * HOUR), remindAt: new Date(now.getTime() - 60_000 + (hours * 3 * HOUR) / 4) });
  const timers = Array.from({ length: 300 }, (_, index) => agedTimer(seeded(`record-${index}`, [0.5, 2, 48, 4320][index % 4]!), now));

  it('has waited up to one and a half times its SLA (at most 45 days), so about a third are overdue and the rest come due spread out', () => {
    const overdue = timers.filter((timer) => timer.isBreached).length;
    expect(overdue).toBeGreaterThan(60);
    expect(overdue).toBeLessThan(140);
    for (const timer of timers) {
      expect(timer.shiftMs).toBeGreaterThanOrEqual(0);
      expect(now.getTime() - timer.enteredAt.getTime()).toBeLessThanOrEqual(45 * 24 * HOUR);
      expect(timer.isBreached).toBe(timer.dueAt <= now);
      expect(timer.isReminded).toBe(timer.remindAt! <= now);
      expect(timer.enteredAt.getTime() % 1).toBe(0);
    }
    // The 75 half-hour timers: those still pending come due over the next half hour, a few a minute at most.
    const perMinute = new Map<number, number>();
    for (const timer of timers.filter((candidate) => !candidate.isBreached && candidate.dueAt.getTime() - now.getTime() < HOUR)) {
      const minute = Math.floor(timer.dueAt.getTime() / 60_000);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    }
    expect(perMinute.size).toBeGreaterThan(15);
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(6);
  });

  it('is the same on every run', () => {
    expect(agedTimer(seeded('record-7', 4320), now)).toEqual(timers[7]);
  });
});

// Issue 21: after seeding, the demo's timers stand as of now; only future ones wait in the queue, and they still fire.
describe.each(testDatabaseKinds())('settling the demo’s SLA timers on $kind', (kind) => {
  let database: TestDatabase;
  let seeding: DemoSeeding;

  beforeAll(async () => {
    database = await kind.create();
    seeding = await seedDemoOffices(database, catalog, ['medical']);
    // The medical clients' runs: their workflow's stages have SLAs of half an hour to a week.
    await seedDemoClientRuns(seeding.services, seeding.offices);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('marks the timers past due breached and audited, and leaves one breach job per future timer at its due time', async () => {
    const db = database.handle.db;
    const before = await db.selectFrom('jobs').select('id').where('kind', '=', 'sla.breach').where('state', '=', 'queued').execute();
    expect(before.length).toBeGreaterThan(5);
    const now = new Date();
    const settled = await settleDemoSlaTimers(seeding.services, seeding.offices, now);
    expect(settled.live).toBeGreaterThan(5);
    expect(settled.breached).toBeGreaterThan(0);
    expect(settled.breached).toBeLessThan(settled.live);

    const standing = await db
      .selectFrom('sla_timers')
      .innerJoin('records', 'records.id', 'sla_timers.record_id')
      .select(['sla_timers.record_id', 'sla_timers.entered_at', 'sla_timers.due_at', 'sla_timers.breached_at', 'records.stage_entered_at', 'records.created_at'])
      .whereRef('records.stage_entered_at', '=', 'sla_timers.entered_at')
      .execute();
    expect(standing).toHaveLength(settled.live);
    const breachJobs = await db.selectFrom('jobs').select(['run_at', 'payload', 'key']).where('kind', '=', 'sla.breach').where('state', '=', 'queued').execute();
    const reminderJobs = await db.selectFrom('jobs').select('run_at').where('kind', '=', 'sla.reminder').where('state', '=', 'queued').execute();
    expect(breachJobs).toHaveLength(settled.live - settled.breached);
    for (const job of [...breachJobs, ...reminderJobs]) expect(new Date(job.run_at).getTime()).toBeGreaterThan(now.getTime());
    for (const timer of standing) {
      const isPast = new Date(timer.due_at).getTime() <= now.getTime();
      expect(timer.breached_at === null ? null : new Date(timer.breached_at).toISOString()).toBe(isPast ? new Date(timer.due_at).toISOString() : null);
      expect(new Date(timer.created_at).getTime()).toBeLessThanOrEqual(new Date(timer.entered_at).getTime());
      const job = breachJobs.find((candidate) => (candidate.payload as { recordId: string }).recordId === timer.record_id);
      if (isPast) expect(job).toBeUndefined();
      else expect(job).toMatchObject({ run_at: new Date(timer.due_at), key: `${timer.record_id}@${new Date(timer.entered_at).toISOString()}`, payload: { enteredAt: new Date(timer.entered_at).toISOString() } });
    }
    const audits = await db.selectFrom('audit_log').select(['entity_id', 'user_agent']).where('event_type', '=', 'record.sla.breached').execute();
    expect(audits).toHaveLength(settled.breached);
    expect(new Set(audits.map((entry) => entry.user_agent))).toEqual(new Set(['lishka:demo-seed']));
    // No mail went for them.
    expect(await db.selectFrom('mail_outbox').select('id').where('subject', 'like', '%SLA%').execute()).toEqual([]);
  });

  it('fires the next future breach at its own time, as the runtime would', async () => {
    const db = database.handle.db;
    const next = await db.selectFrom('jobs').select(['run_at', 'payload']).where('kind', '=', 'sla.breach').where('state', '=', 'queued').orderBy('run_at').limit(1).executeTakeFirstOrThrow();
    const { clock, restore } = useTestClock(new Date(new Date(next.run_at).getTime() + 1_000));
    try {
      const worker = createJobRunner({ services: seeding.services, kinds: JOB_KINDS });
      await worker.runDue();
      const recordId = (next.payload as { recordId: string }).recordId;
      const timer = await db.selectFrom('sla_timers').select('breached_at').where('record_id', '=', recordId).where('entered_at', '=', new Date((next.payload as { enteredAt: string }).enteredAt)).executeTakeFirstOrThrow();
      expect(timer.breached_at).not.toBeNull();
      expect(clock.now().getTime()).toBeGreaterThan(new Date(next.run_at).getTime());
    } finally {
      restore();
    }
  });
});
