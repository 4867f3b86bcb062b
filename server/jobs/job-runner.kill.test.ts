import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOffice, type OfficeContext } from '../context/office-context';
import { officeContextFor, type ContextServices } from '../context/system-context';
import { seedDemoData } from '../demo/seed-demo';
import { createMailer, DEFAULT_MAIL_FROM } from '../mail/mailer';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { enqueueInOffice } from './job-queue';
import { BLOCKING_EFFECT_EVENT, blockingEffectJob, midJobLine } from './testing/blocking-effect-job';

const WORKER = resolve(import.meta.dirname, 'testing/job-worker-process.ts');
const postgres = testDatabaseKinds().find((kind) => kind.kind === 'postgres');

/** A worker process and everything it printed so far. */
interface Worker {
  child: ChildProcess;
  output: string;
  exit: Promise<NodeJS.Signals | number | null>;
}

function startWorker(url: string, id: string, block: boolean): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: { ...process.env, LISHKA_DATABASE_URL: url, LISHKA_WORKER_ID: id, LISHKA_BLOCK: block ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const worker: Worker = { child, output: '', exit: new Promise((done) => child.once('exit', (code, signal) => done(signal ?? code))) };
  child.stdout!.on('data', (chunk: Buffer) => (worker.output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (worker.output += chunk.toString()));
  return worker;
}

// PGlite is one process's database: a second process cannot open it, so a worker in another process needs PostgreSQL.
describe.skipIf(!postgres)('a job worker killed with kill -9 mid-job (PostgreSQL only: set TEST_DATABASE_URL; PGlite cannot be shared by two processes)', () => {
  let database: TestDatabase;
  let services: ContextServices;
  let ctx: OfficeContext;
  const workers: Worker[] = [];

  beforeAll(async () => {
    database = await postgres!.create();
    const catalog = loadOfficeTypeCatalog();
    await seedDemoData(database.handle.db, catalog, { clients: false });
    services = { db: database.handle.db, mailer: createMailer({ database: database.handle, from: DEFAULT_MAIL_FROM }), catalog };
    ctx = (await officeContextFor(services, 'legal', { kind: 'system', name: 'test' }))!;
  }, 120_000);
  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exit));
    await database?.dispose();
  });

  it('loses nothing: the job runs again in the next worker, and its effect happens once', async () => {
    const db = database.handle.db;
    const jobId = (await inOffice(ctx, (trx) => enqueueInOffice(trx, ctx, blockingEffectJob(false), { n: 'killed-mid-job' })))!;
    const job = () => db.selectFrom('jobs').select(['state', 'attempts', 'locked_by', 'tenant_id']).where('id', '=', jobId).executeTakeFirstOrThrow();
    const effects = () => db.selectFrom('audit_log').select(['tenant_id', 'after']).where('event_type', '=', BLOCKING_EFFECT_EVENT).where('entity_id', '=', 'killed-mid-job').execute();

    const first = startWorker(database.url!, 'worker-to-kill', true);
    workers.push(first);
    await expect.poll(() => first.output, { timeout: 60_000, interval: 50 }).toContain(midJobLine(jobId));
    // Mid-job: the effect is written in the worker's open transaction, so nobody else sees it yet.
    expect(await job()).toMatchObject({ state: 'running', attempts: 1, locked_by: 'worker-to-kill' });
    expect(await effects()).toEqual([]);

    first.child.kill('SIGKILL');
    expect(await first.exit).toBe('SIGKILL');
    expect(await effects()).toEqual([]);

    const second = startWorker(database.url!, 'worker-after-restart', false);
    workers.push(second);
    // The killed worker's lease runs out (two seconds), and the new worker claims the job and finishes it.
    await expect.poll(async () => (await job()).state, { timeout: 60_000, interval: 100 }).toBe('done');
    expect(await job()).toMatchObject({ state: 'done', attempts: 2, locked_by: null, tenant_id: ctx.tenant.id });
    expect(await effects()).toEqual([{ tenant_id: ctx.tenant.id, after: { attempt: 2, role: 'lishka_app' } }]);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 120_000);
});
