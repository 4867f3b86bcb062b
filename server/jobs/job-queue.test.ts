import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditActorOf, writeAudit } from '../audit/audit-writer';
import { inOffice, type OfficeContext } from '../context/office-context';
import { officeContextFor, type ContextServices } from '../context/system-context';
import type { ScopedTransaction } from '../db/context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { useTestClock, type TestClock } from './clock';
import { jobRegistry, type JobRun, type OfficeJobKind, type SystemJobKind } from './job-kind';
import { enqueueInOffice, enqueueSystemJob } from './job-queue';
import { claimJobs } from './job-queue.queries';
import { createJobRunner, type DeadJobReport } from './job-runner';

type Payload = { n: string };

// Every run of the test kinds, by payload: how often a handler started, and what it saw of the database.
const runs = new Map<string, number>();
const seen = new Map<string, { role: string; tenants: string[] }>();
// A gate a handler may wait at before it writes anything: a worker that froze (or was killed) mid-job.
let gate: Promise<void> | undefined;

/** Writes one audit entry (its effect) and completes in the same transaction: exactly once, whatever happens around it. */
const effectJob: OfficeJobKind<Payload> = {
  name: 'test.effect',
  scope: 'office',
  timeoutSeconds: 60,
  run: async (job: JobRun<Payload>, ctx: OfficeContext) => {
    runs.set(job.payload.n, (runs.get(job.payload.n) ?? 0) + 1);
    if (job.attempt === 1 && gate) await gate;
    await inOffice(ctx, async (trx) => {
      const role = (await sql<{ role: string }>`select current_user as role`.execute(trx)).rows[0]!.role;
      const tenants = (await trx.selectFrom('memberships').select('tenant_id').distinct().execute()).map((row) => row.tenant_id);
      seen.set(job.payload.n, { role, tenants });
      await writeAudit(trx, auditActorOf(ctx), { eventType: 'test.job.effect', serviceName: 'jobs', entityId: job.payload.n, success: true });
      await job.completeIn(trx);
    });
  },
};

const failingJob: OfficeJobKind<Payload> = {
  name: 'test.failing',
  scope: 'office',
  maxAttempts: 3,
  retryDelaySeconds: 10,
  run: async (job: JobRun<Payload>) => {
    runs.set(job.payload.n, (runs.get(job.payload.n) ?? 0) + 1);
    throw new Error(`broken on attempt ${job.attempt}`);
  },
};

const cronJob: SystemJobKind<Record<string, never>> = {
  name: 'test.every-five-minutes',
  scope: 'system',
  cron: { expression: '*/5 * * * *' },
  run: async () => {
    runs.set('cron', (runs.get('cron') ?? 0) + 1);
  },
};

/** A job of the system's own (no office) that fails at once, for good. */
const brokenSystemJob: SystemJobKind<Record<string, never>> = {
  name: 'test.broken-system',
  scope: 'system',
  maxAttempts: 1,
  run: async () => {
    throw new Error('the system job broke');
  },
};

// The sizes of the batches a batchable kind was given.
const batches: number[] = [];

async function writeEffect(trx: ScopedTransaction, ctx: OfficeContext, job: JobRun<Payload>): Promise<void> {
  runs.set(job.payload.n, (runs.get(job.payload.n) ?? 0) + 1);
  if (job.payload.n.startsWith('poison')) throw new Error('poisoned');
  await writeAudit(trx, auditActorOf(ctx), { eventType: 'test.job.effect', serviceName: 'jobs', entityId: job.payload.n, success: true });
  await job.completeIn(trx);
}

/** Runs one at a time, or several of an office in one transaction. */
const batchJob: OfficeJobKind<Payload> = {
  name: 'test.batch',
  scope: 'office',
  maxAttempts: 2,
  run: (job, ctx) => inOffice(ctx, (trx) => writeEffect(trx, ctx, job)),
  runBatch: async (jobs, ctx) => {
    batches.push(jobs.length);
    await inOffice(ctx, async (trx) => {
      for (const job of jobs) await writeEffect(trx, ctx, job);
    });
  },
};

const kinds = jobRegistry([effectJob, failingJob, cronJob, batchJob, brokenSystemJob]);

describe.each(testDatabaseKinds())('the job queue on $kind', (kind) => {
  let t: TestApp;
  let services: ContextServices;
  let ctx: OfficeContext;
  let clock: TestClock;
  let restore: () => void;

  const effects = async (n: string) => (await t.database.db.selectFrom('audit_log').select('id').where('event_type', '=', 'test.job.effect').where('entity_id', '=', n).execute()).length;
  const jobOf = (n: string) => t.database.db.selectFrom('jobs').selectAll().where(sql<boolean>`payload->>'n' = ${n}`).executeTakeFirst();
  const enqueue = (kindOf: OfficeJobKind<Payload>, n: string) => inOffice(ctx, (trx) => enqueueInOffice(trx, ctx, kindOf, { n }));
  const runner = (workerId?: string) => createJobRunner({ services, kinds, ...(workerId ? { workerId } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    services = { db: t.database.db, mailer: t.app.mailer, catalog: t.catalog };
    ctx = (await officeContextFor(services, 'legal', { kind: 'system', name: 'test' }))!;
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    ({ clock, restore } = useTestClock());
    gate = undefined;
    runs.clear();
    seen.clear();
    batches.length = 0;
  });
  afterEach(() => restore());

  it('never runs a job enqueued in a transaction that rolled back, and runs a committed one once, in its office as the application role', async () => {
    await expect(
      inOffice(ctx, async (trx) => {
        await enqueueInOffice(trx, ctx, effectJob, { n: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await enqueue(effectJob, 'committed');
    expect(await runner().runDue()).toBe(1);
    expect(await jobOf('rolled-back')).toBeUndefined();
    expect(runs.get('rolled-back')).toBeUndefined();
    expect(await jobOf('committed')).toMatchObject({ state: 'done', attempts: 1, tenant_id: ctx.tenant.id });
    expect(await effects('committed')).toBe(1);
    expect(seen.get('committed')).toEqual({ role: 'lishka_app', tenants: [ctx.tenant.id] });
  });

  it("shows an office only its own jobs, and refuses enqueuing into another office's", async () => {
    await enqueue(effectJob, 'legal-only');
    const medical = (await officeContextFor(services, 'medical', { kind: 'system', name: 'test' }))!;
    const seenInMedical = await inOffice(medical, (trx) => trx.selectFrom('jobs').select('tenant_id').distinct().execute());
    expect(seenInMedical.filter((row) => row.tenant_id !== medical.tenant.id)).toEqual([]);
    await expect(inOffice(medical, (trx) => enqueueInOffice(trx, ctx, effectJob, { n: 'forged' }))).rejects.toThrow(/row-level security/);
    await runner().runDue();
  });

  it('waits for a job’s time by the clock, and runs it when the clock gets there', async () => {
    await inOffice(ctx, (trx) => enqueueInOffice(trx, ctx, effectJob, { n: 'later' }, { runAt: new Date(clock.now().getTime() + 3_600_000) }));
    const worker = runner();
    expect(await worker.runDue()).toBe(0);
    clock.advance(3_599_000);
    expect(await worker.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await worker.runDue()).toBe(1);
    expect(await effects('later')).toBe(1);
  });

  it('runs each job once when two workers poll at the same time', async () => {
    const names = Array.from({ length: 40 }, (_, index) => `shared-${index}`);
    for (const n of names) await enqueue(effectJob, n);
    const [a, b] = await Promise.all([runner('worker-a').runDue(), runner('worker-b').runDue()]);
    expect(a + b).toBe(40);
    for (const n of names) expect([n, runs.get(n), await effects(n)]).toEqual([n, 1, 1]);
  });

  it('runs the due jobs of one office and a batchable kind in one batch, each once', async () => {
    const names = Array.from({ length: 5 }, (_, index) => `batched-${index}`);
    for (const n of names) await enqueue(batchJob, n);
    expect(await runner().runDue()).toBe(5);
    expect(batches).toEqual([5]);
    for (const n of names) expect([n, runs.get(n), await effects(n), (await jobOf(n))?.state]).toEqual([n, 1, 1, 'done']);
  });

  it('runs the jobs of a batch that failed one by one, so that only the bad one fails, and its effects stay once', async () => {
    const names = ['good-0', 'poison-1', 'good-2'];
    for (const n of names) await enqueue(batchJob, n);
    expect(await runner().runDue()).toBe(3);
    expect(batches).toEqual([3]);
    for (const n of ['good-0', 'good-2']) expect([n, await effects(n), (await jobOf(n))?.state]).toEqual([n, 1, 'done']);
    expect(await jobOf('poison-1')).toMatchObject({ state: 'queued', attempts: 1, last_error: 'poisoned' });
    // Its retry is due alone: it runs on its own, and dies at its last attempt.
    clock.advance(30_000);
    expect(await runner().runDue()).toBe(1);
    expect(await jobOf('poison-1')).toMatchObject({ state: 'dead', attempts: 2 });
    expect(await effects('poison-1')).toBe(0);
  });

  it('retries a failing job with back-off and then keeps it dead, with its error, audited', async () => {
    await enqueue(failingJob, 'failing');
    const worker = runner();
    expect(await worker.runDue()).toBe(1);
    expect(await jobOf('failing')).toMatchObject({ state: 'queued', attempts: 1, last_error: 'broken on attempt 1' });
    expect(new Date((await jobOf('failing'))!.run_at).getTime()).toBe(clock.now().getTime() + 10_000);
    clock.advance(10_000);
    expect(await worker.runDue()).toBe(1);
    // The second wait is twice the first.
    clock.advance(19_000);
    expect(await worker.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await worker.runDue()).toBe(1);
    expect(await jobOf('failing')).toMatchObject({ state: 'dead', attempts: 3, last_error: 'broken on attempt 3', locked_by: null });
    clock.advance(86_400_000);
    expect(await worker.runDue()).toBe(0);
    expect(runs.get('failing')).toBe(3);
    const audit = await t.database.db.selectFrom('audit_log').select(['event_type', 'tenant_id', 'success']).where('event_type', '=', 'job.dead').where('entity_id', '=', (await jobOf('failing'))!.id).execute();
    expect(audit).toEqual([{ event_type: 'job.dead', tenant_id: ctx.tenant.id, success: false }]);
  });

  it('runs again a job whose worker died holding it, with its effect once', async () => {
    await enqueue(effectJob, 'orphan');
    // A worker claimed the job and was killed before it finished: its transaction is gone, its lease remains.
    expect(await claimJobs(t.database.db, 'killed-worker', clock.now(), 10)).toHaveLength(1);
    const other = runner('survivor');
    expect(await other.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await other.runDue()).toBe(1);
    expect(await jobOf('orphan')).toMatchObject({ state: 'done', attempts: 2, locked_by: null });
    expect(await effects('orphan')).toBe(1);
  });

  it('undoes the effect of a worker that comes back after its lease ran out and another worker did the job', async () => {
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    await enqueue(effectJob, 'zombie');
    const frozen = runner('frozen').runDue();
    await expect.poll(() => runs.get('zombie')).toBe(1);
    clock.advance(60_000);
    expect(await runner('survivor').runDue()).toBe(1);
    release();
    await frozen;
    expect(runs.get('zombie')).toBe(2);
    expect(await effects('zombie')).toBe(1);
    expect(await jobOf('zombie')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it("reports every dead job to the server, the system's own (which no office's audit log or jobs screen shows) included", async () => {
    const dead: DeadJobReport[] = [];
    const worker = createJobRunner({ services, kinds, onDead: (job) => dead.push(job) });
    const id = await enqueueSystemJob(t.database.db, brokenSystemJob, {});
    await enqueue(failingJob, 'reported');
    for (let round = 0; round < 3; round++) {
      await worker.runDue();
      clock.advance(60_000);
    }
    expect(dead).toEqual(
      expect.arrayContaining([
        { id, kind: 'test.broken-system', tenantId: null, attempts: 1, error: 'the system job broke' },
        { id: (await jobOf('reported'))!.id, kind: 'test.failing', tenantId: ctx.tenant.id, attempts: 3, error: 'broken on attempt 3' },
      ]),
    );
    expect(dead).toHaveLength(2);
  });

  it('queues one occurrence of a recurring job whichever process schedules it, and the next once it ran', async () => {
    clock.set(new Date('2030-01-01T10:02:00Z'));
    await Promise.all([runner().scheduleRecurring(), runner().scheduleRecurring()]);
    const queued = () => t.database.db.selectFrom('jobs').select('run_at').where('kind', '=', cronJob.name).where('state', '=', 'queued').execute();
    expect((await queued()).map((row) => new Date(row.run_at).toISOString())).toEqual(['2030-01-01T10:05:00.000Z']);
    clock.set(new Date('2030-01-01T10:05:00Z'));
    expect(await runner().runDue()).toBe(1);
    expect(runs.get('cron')).toBe(1);
    expect((await queued()).map((row) => new Date(row.run_at).toISOString())).toEqual(['2030-01-01T10:10:00.000Z']);
  });
});
