// `npm run bench:jobs [-- --timers N --workers W --backend pglite|postgres|both --spread S --batch B --concurrency C --compare]`: N SLA timers (10,000 by default) of
// an office of the legal type fall due within the same minute (S seconds, 60 by default); the job queue's workers (W on PostgreSQL, as W server
// processes would run; one on PGlite, which is one process's database) fire them through the real sla.breach job
// (the record marked overdue, notified, audited), and the lag of each from its due time is printed. Issue 21's
// target: all fire within 60 s. Each worker claims B jobs per query (100) and runs C of them at once (4 on PostgreSQL;
// PGlite is one connection, so one); --compare first measures workers that claim and run one job at a time, in the same
// run. PostgreSQL is a fresh database on DATABASE_URL (or TEST_DATABASE_URL), dropped after.
import { parseArgs } from 'node:util';
import { inOffice, type OfficeContext } from '../context/office-context';
import { officeContextFor } from '../context/system-context';
import { JOB_KINDS } from '../jobs/job-kinds';
import { createJobRunner } from '../jobs/job-runner';
import { createRecord } from '../modules/records/records.service';
import { createTestApp } from '../testing/test-app';
import { testDatabaseKinds, type TestDatabaseKind } from '../testing/test-databases';
import { addBenchOffice } from './bench-clients/bench-offices';
import { seedBenchRecords, type RecordTemplate } from './bench-records/bulk-records';
import { dueWithinAMinute, lagFigures, type LagFigures } from './bench-jobs/due-timers';

const { values } = parseArgs({
  options: {
    timers: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '2' },
    backend: { type: 'string', default: 'both' },
    spread: { type: 'string', default: '60' },
    batch: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '4' },
    compare: { type: 'boolean', default: false },
  },
});
const COUNT = Number(values.timers);
const WORKERS = Number(values.workers);
const MODULE = 'matters';
// When the first timer falls due after they are all queued, and how long past the last one the bench waits.
const LEAD_MS = 5_000;
const GRACE_MS = 120_000;

/** How the bench's workers take jobs: how many per claim, and how many of them run at once. */
interface Batching {
  label: string;
  batchSize: number;
  concurrency: number;
}

async function measure(kind: TestDatabaseKind, batching: Batching): Promise<LagFigures> {
  const testApp = await createTestApp(kind);
  const runners: ReturnType<typeof createJobRunner>[] = [];
  try {
    const db = testApp.database.db;
    const services = { db, mailer: testApp.app.mailer, catalog: testApp.catalog };
    // What the demo data left due runs first, so that only the bench's timers are timed.
    await createJobRunner({ services, kinds: JOB_KINDS }).runDue();
    const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@legal.example.com').executeTakeFirstOrThrow();
    const tenantId = await addBenchOffice(db, 'bench-jobs', admin.id);
    const system = (await officeContextFor(services, 'bench-jobs', { kind: 'system', name: 'bench' }))!;
    const ctx: OfficeContext = { ...system, actor: { kind: 'member', userId: admin.id, role: 'admin', professionalRole: null } };
    const client = await inOffice(ctx, (trx) => trx.insertInto('clients').values({ tenant_id: tenantId, first_name: 'Bench', last_name: 'Timers' }).returning('id').executeTakeFirstOrThrow());
    const made = await createRecord(ctx, MODULE, { data: { title: 'Template', practiceArea: 'litigation', feeArrangement: 'hourly' }, clientId: client.id });
    const row = await inOffice(ctx, (trx) => trx.selectFrom('records').select(['entity', 'workflow_snapshot']).where('id', '=', made.id).executeTakeFirstOrThrow());
    const template: RecordTemplate = { module: MODULE, entity: row.entity, snapshot: row.workflow_snapshot as RecordTemplate['snapshot'] };
    await seedBenchRecords(db, tenantId, template, { count: COUNT, stages: ['intake'], clientIds: [client.id], assignees: [admin.id] }, () => undefined);
    const firstDue = new Date(Date.now() + LEAD_MS);
    const queued = await dueWithinAMinute(db, { tenantId, module: MODULE, workflowId: 'legal-matter', except: made.id, firstDue, spreadSeconds: Number(values.spread) });
    console.log(`  ${queued.toLocaleString('en')} timers queued, due from ${firstDue.toISOString()} over ${values.spread} s`);
    const workers = kind.kind === 'postgres' ? WORKERS : 1;
    for (let index = 0; index < workers; index++) runners.push(createJobRunner({ services, kinds: JOB_KINDS, pollMs: 250, batchSize: batching.batchSize, concurrency: kind.kind === 'postgres' ? batching.concurrency : 1, onError: (error) => console.error(error) }));
    for (const runner of runners) runner.start();
    const deadline = firstDue.getTime() + Number(values.spread) * 1000 + GRACE_MS;
    let fired = 0;
    while (fired < queued && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      fired = Number((await db.selectFrom('sla_timers').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).where('breached_at', 'is not', null).executeTakeFirstOrThrow()).n);
      console.log(`  ${fired.toLocaleString('en')} fired, ${((Date.now() - firstDue.getTime()) / 1000).toFixed(0)} s after the first due time`);
    }
    return await lagFigures(db, tenantId, queued, workers);
  } finally {
    await Promise.all(runners.map((runner) => runner.stop()));
    await testApp.close();
  }
}

const kinds = testDatabaseKinds({ ...((process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL) ? { TEST_DATABASE_URL: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL } : {}) });
const chosen = kinds.filter((kind) => values.backend === 'both' || kind.kind === values.backend);
const batched: Batching = { label: `${values.batch} per claim`, batchSize: Number(values.batch), concurrency: Number(values.concurrency) };
const batchings: Batching[] = values.compare ? [{ label: 'one at a time', batchSize: 1, concurrency: 1 }, batched] : [batched];
const results: [string, LagFigures][] = [];
for (const kind of chosen) {
  for (const batching of batchings) {
    console.log(`\n${kind.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${batching.label}: ${COUNT.toLocaleString('en')} SLA timers due within one minute`);
    results.push([`${kind.kind}, ${batching.label}`, await measure(kind, batching)]);
  }
}
console.log('\nLag from due time to firing (the record marked overdue), per backend:');
for (const [name, figures] of results) {
  const s = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
  console.log(
    `  ${name.padEnd(24)} ${figures.workers} worker(s): ${figures.fired}/${figures.queued} fired; lag p50 ${s(figures.p50)}, p90 ${s(figures.p90)}, p99 ${s(figures.p99)}, max ${s(figures.max)}; ` +
      `last fired ${s(figures.lastFiredAfterFirstDue)} after the first due time; ${(figures.perSecond ?? 0).toFixed(0)} timers/s — ${figures.fired === figures.queued && (figures.max ?? Infinity) <= 60_000 ? 'all within 60 s: met' : 'NOT met'}`,
  );
}
process.exit(0);
