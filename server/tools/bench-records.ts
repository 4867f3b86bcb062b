// `npm run bench:records [-- --records N --seconds S --connections C --rounds R --moves M]`: the records API of an
// office of the legal type with N matters (100,000 by default; PostgreSQL when DATABASE_URL is set, else PGlite),
// each endpoint against a bare route running the same service call, measured in turns with it: the list's first
// page, one lane of the board (a stage's page), one record; then M transitions one after another, alone and while
// the list is under load, against the same transitions' service calls with nothing around them.
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { OfficeContext } from '../context/office-context';
import { inOffice } from '../context/office-context';
import { officeContextFor } from '../context/system-context';
import { createRecord } from '../modules/records/records.service';
import { transitionRecord } from '../modules/workflow-runtime/record-transition.service';
import { createTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { addBenchOffice } from './bench-clients/bench-offices';
import { seedBenchClients } from './bench-clients/bulk-clients';
import { loadTogether, report, verdicts, type Comparison, type Endpoint } from './bench-clients/load';
import { bareRecordRoutes } from './bench-records/bare-routes';
import { seedBenchRecords, type RecordTemplate } from './bench-records/bulk-records';
import { timeMoves, type MoveFigures } from './bench-records/time-moves';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '5' },
    moves: { type: 'string', default: '300' },
  },
});
const COUNT = Number(values.records);
const MOVES = Number(values.moves);
const options = { connections: Number(values.connections), seconds: Number(values.seconds), rounds: Number(values.rounds) };
const MODULE = 'matters';
// The moves each record makes in turn: out of active, and on through the stages an attorney may leave.
const PATH = ['active', 'discovery', 'negotiation', 'trial', 'appeal'] as const;
const STAGES = ['intake', 'active', 'discovery', 'negotiation', 'trial', 'appeal', 'closed'];

const kind = testDatabaseKinds({ ...(process.env.DATABASE_URL ? { TEST_DATABASE_URL: process.env.DATABASE_URL } : {}) }).at(-1)!;
console.log(`Database: ${kind.kind === 'postgres' ? 'PostgreSQL (a fresh database on DATABASE_URL, dropped afterwards)' : 'PGlite (embedded; set DATABASE_URL for PostgreSQL)'}`);
console.log(`Load: ${options.connections} connections, ${options.seconds} s per endpoint in ${options.rounds} turns with its baseline; an office of the legal type with ${COUNT.toLocaleString('en')} matters; ${MOVES} transitions.`);
const testApp = await createTestApp(kind);
try {
  const db = testApp.database.db;
  const services = { db, mailer: testApp.app.mailer, catalog: testApp.catalog };
  const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@legal.example.com').executeTakeFirstOrThrow();
  const tenantId = await addBenchOffice(db, 'bench-records', admin.id);
  // The admin is the office's attorney too: an attorney is who may move a matter out of its active stages.
  await db.updateTable('memberships').set({ professional_role: 'attorney' }).where('tenant_id', '=', tenantId).where('user_id', '=', admin.id).execute();
  const system = (await officeContextFor(services, 'bench-records', { kind: 'system', name: 'bench' }))!;
  const ctx: OfficeContext = { ...system, actor: { kind: 'member', userId: admin.id, role: 'admin', professionalRole: 'attorney' } };
  const agent = await testApp.signIn('admin@legal.example.com', { tenant: 'bench-records' });
  const headers = { cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'x-xsrf-token': agent.csrf() ?? '' };

  await seedBenchClients(db, tenantId, { from: 0, to: 2000 }, () => undefined);
  const clientIds = (await inOffice(ctx, (trx) => trx.selectFrom('clients').select('id').execute())).map((row) => row.id);
  // One matter made by the service: its workflow snapshot is what every bulk record copies at its own stage.
  const made = await createRecord(ctx, MODULE, { data: { title: 'Template', practiceArea: 'litigation', feeArrangement: 'hourly' }, clientId: clientIds[0]! });
  const row = await inOffice(ctx, (trx) => trx.selectFrom('records').select(['entity', 'workflow_snapshot']).where('id', '=', made.id).executeTakeFirstOrThrow());
  const template: RecordTemplate = { module: MODULE, entity: row.entity, snapshot: row.workflow_snapshot as RecordTemplate['snapshot'] };
  const started = Date.now();
  await seedBenchRecords(db, tenantId, template, { count: COUNT, stages: STAGES, clientIds, assignees: [admin.id] }, (done) => {
    if (done % 20_000 === 0 || done === COUNT) console.log(`  seeded ${done.toLocaleString('en')} matters of ${COUNT.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  });
  const detailId = (await inOffice(ctx, (trx) => trx.selectFrom('records').select('id').orderBy('updated_at', 'desc').offset(Math.floor(COUNT / 2)).limit(1).executeTakeFirstOrThrow())).id;

  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  const bare = await bareRecordRoutes(ctx, MODULE, 'discovery', detailId);
  const onApp = (label: string, path: string): Endpoint => ({ label, url: `${appUrl}${path}`, headers });
  const onBare = (label: string, path: string): Endpoint => ({ label, url: `${bare.url}${path}` });

  console.log('\nLoad:');
  const [bareList, appList, bareLane, appLane, bareDetail, appDetail] = await loadTogether(
    [
      onBare('bare list', '/list'),
      onApp(`GET /api/records/${MODULE}`, `/api/records/${MODULE}`),
      onBare('bare board lane', '/lane'),
      onApp(`GET /api/records/${MODULE}?stage=discovery`, `/api/records/${MODULE}?stage=discovery`),
      onBare('bare record', '/detail'),
      onApp(`GET /api/records/${MODULE}/:id`, `/api/records/${MODULE}/${detailId}`),
    ],
    options,
  );
  const comparisons: Comparison[] = [
    { what: 'records list', subject: appList!, baseline: bareList!, targets: { throughput: 0.5, p99: 2 } },
    { what: 'board lane (one stage)', subject: appLane!, baseline: bareLane!, targets: { throughput: 0.5, p99: 2 } },
    { what: 'one record', subject: appDetail!, baseline: bareDetail!, targets: {} },
  ];

  // Records in the first stage of the path, each moved along it by one caller at a time: over HTTP, and through the service alone.
  const movable = async (take: number, skip: number) =>
    (await inOffice(ctx, (trx) => trx.selectFrom('records').select(['id', 'version']).where('stage', '=', PATH[0]).orderBy('id').offset(skip).limit(take).execute())).map((record) => ({ ...record }));
  const perRecord = PATH.length - 1;
  const records = Math.ceil(MOVES / perRecord);
  const overService = (records: { id: string; version: number }[]) => timeMoves('transitions, service alone', records, PATH, async (record, to) => (await transitionRecord(ctx, MODULE, record.id, { to, version: record.version })).record.version);
  const overHttp = (label: string, records: { id: string; version: number }[]) =>
    timeMoves(label, records, PATH, async (record, to) => {
      const response = await fetch(`${appUrl}/api/records/${MODULE}/${record.id}/transition`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ to, version: record.version }) });
      const body = (await response.json()) as { data?: { version: number }; code?: string };
      if (!response.ok || !body.data) throw new Error(`A transition answered ${response.status} ${body.code ?? ''}`);
      return body.data.version;
    });
  console.log('\nTransitions, one after another:');
  const moves: MoveFigures[] = [await overService(await movable(records, 0)), await overHttp('POST …/transition', await movable(records, records))];
  // The same while 32 connections read the list: what a move costs on a busy office.
  const background = loadTogether([onApp('list, under the moves', `/api/records/${MODULE}`)], { ...options, rounds: 1 });
  moves.push(await overHttp('POST …/transition, list under load', await movable(records, records * 2)));
  await background;

  console.log(`\nResults (${kind.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}; targets of issue 20):\n`);
  for (const line of report(comparisons)) console.log(line);
  console.log('\n| transitions | count | p50 | p99 | against the service alone (p99) | target p99 < 50 ms |\n|---|---:|---:|---:|---:|---|');
  for (const figures of moves) {
    const ratio = Math.max(figures.p99, 1) / Math.max(moves[0]!.p99, 1);
    console.log(`| ${figures.label} | ${figures.count} | ${figures.p50.toFixed(1)} ms | ${figures.p99.toFixed(1)} ms | ${ratio.toFixed(2)}× | ${figures.p99 < 50 ? 'PASS' : 'FAIL'}${kind.kind === 'postgres' ? '' : ' (the target is PostgreSQL’s)'} |`);
  }
  const failed = comparisons.filter((comparison) => {
    const result = verdicts(comparison);
    return !result.isThroughputMet || !result.isP99Met;
  });
  console.log(`\n${comparisons.length - failed.length} of ${comparisons.length} comparisons meet their targets.`);
  await bare.app.close();
} finally {
  await testApp.close();
}
