// `npm run bench:clients [-- --clients N --small M --seconds S --connections C]`: the clients API of one office at
// demo size, at M clients and at N (PostgreSQL when DATABASE_URL is set, else PGlite), each endpoint against its
// baseline in the same run: the list, search and detail against bare routes running the same service calls; the
// search at N against itself at M; the dashboard's statistics at N against themselves at demo size.
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { inOffice, type OfficeContext } from '../context/office-context';
import { officeContextFor } from '../context/system-context';
import { listClients } from '../modules/clients/client-list.service';
import { computeStatistics } from '../modules/dashboard/statistics.service';
import { createTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { bareRoutes, FIRST_PAGE } from './bench-clients/bare-routes';
import { seedBenchClients } from './bench-clients/bulk-clients';
import { explainReads, recording } from './bench-clients/explain';
import { load, report, verdicts, type Comparison, type LoadFigures } from './bench-clients/load';

const { values } = parseArgs({
  options: { clients: { type: 'string', default: '100000' }, small: { type: 'string', default: '10000' }, seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '32' } },
});
const [SMALL, LARGE] = [Number(values.small), Number(values.clients)];
const options = { connections: Number(values.connections), seconds: Number(values.seconds) };
const SEARCH = 'cohen';
// The statistics the dashboard's widgets ask for: the tiles (the office's default period, and all time), the clients by status, the analytics.
const STATISTICS = [
  ['statistics tiles', '/api/dashboard/statistics'],
  ['statistics tiles, all time', '/api/dashboard/statistics?period=all'],
  ['client figures', '/api/clients/client/stats'],
  ['client analytics', '/api/clients/client/analytics?period=30d'],
] as const;

const kind = testDatabaseKinds({ ...(process.env.DATABASE_URL ? { TEST_DATABASE_URL: process.env.DATABASE_URL } : {}) }).at(-1)!;
console.log(`Database: ${kind.kind === 'postgres' ? 'PostgreSQL (a fresh database on DATABASE_URL, dropped afterwards)' : 'PGlite (embedded; set DATABASE_URL for PostgreSQL)'}`);
console.log(`Load: ${options.connections} connections for ${options.seconds} s per endpoint; the office at demo size, then ${SMALL.toLocaleString('en')} and ${LARGE.toLocaleString('en')} clients, the other demo offices beside it.`);
const testApp = await createTestApp(kind, {}, { demoClients: true });
try {
  const db = testApp.database.db;
  const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@legal.example.com').executeTakeFirstOrThrow();
  // The admin's office context, as a request of theirs would build it.
  const system = (await officeContextFor({ db, mailer: testApp.app.mailer, catalog: testApp.catalog }, 'legal', { kind: 'system', name: 'bench' }))!;
  const ctx: OfficeContext = { ...system, actor: { kind: 'member', userId: admin.id, role: 'admin', professionalRole: null } };
  const agent = await testApp.signIn('admin@legal.example.com', { tenant: 'legal' });
  const headers = { cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  let detailId = '';
  const bare = await bareRoutes(ctx, () => detailId, SEARCH);
  const onApp = (label: string, path: string) => load(label, `${appUrl}${path}`, { ...options, headers });
  const onBare = (label: string, path: string) => load(label, `${bare.url}${path}`, options);
  const demoClients = Number((await inOffice(ctx, (trx) => trx.selectFrom('clients').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow())).n);

  const statistics = async (size: string) => {
    const figures: LoadFigures[] = [];
    for (const [label, path] of STATISTICS) figures.push(await onApp(`${label}, ${size}`, path));
    return figures;
  };
  const grow = async (from: number, to: number) => {
    const started = Date.now();
    await seedBenchClients(db, ctx.tenant.id, { from, to }, (done) => {
      if (done % 20_000 === 0 || done === to) console.log(`  seeded ${done.toLocaleString('en')} clients (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    });
  };
  const plans = async (what: string, work: (recorded: OfficeContext) => Promise<unknown>) => {
    const recorder = recording(db);
    await work({ ...ctx, db: recorder.db });
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of ${what}: each read it ran, in the office as the app role\n`);
    for (const line of await explainReads(ctx, recorder.statements)) console.log(line);
  };
  const searchPlans = (size: string) => plans(`the search "${SEARCH}" at ${size}`, (recorded) => listClients(recorded, { ...FIRST_PAGE, filters: { search: SEARCH } }));

  console.log(`\nAt demo size (${demoClients} clients in the office):`);
  const demoStatistics = await statistics('demo size');

  console.log(`\nAt ${SMALL.toLocaleString('en')} clients:`);
  await grow(0, SMALL);
  const smallSearch = { bare: await onBare(`bare search, ${SMALL / 1000}k`, '/search'), app: await onApp(`search "${SEARCH}", ${SMALL / 1000}k`, `/api/clients/client?search=${SEARCH}`) };
  await searchPlans(`${SMALL.toLocaleString('en')} clients`);

  console.log(`\nAt ${LARGE.toLocaleString('en')} clients:`);
  await grow(SMALL, LARGE);
  detailId = (await inOffice(ctx, (trx) => trx.selectFrom('clients').select('id').orderBy('created_at', 'desc').limit(1).offset(Math.floor(LARGE / 2)).executeTakeFirstOrThrow())).id;
  const k = `${LARGE / 1000}k`;
  const hello = { bare: await onBare('bare route doing nothing', '/hello'), app: await onApp('GET /api/health, signed in', '/api/health') };
  const list = { bare: await onBare(`bare list, ${k}`, '/list'), app: await onApp(`GET /clients/client, ${k}`, '/api/clients/client') };
  const detail = { bare: await onBare(`bare detail, ${k}`, '/detail'), app: await onApp(`GET /clients/client/:id, ${k}`, `/api/clients/client/${detailId}`) };
  const largeSearch = { bare: await onBare(`bare search, ${k}`, '/search'), app: await onApp(`search "${SEARCH}", ${k}`, `/api/clients/client?search=${SEARCH}`) };
  await searchPlans(`${LARGE.toLocaleString('en')} clients`);
  const largeStatistics = await statistics(k);
  await plans(`the statistics tiles at ${LARGE.toLocaleString('en')} clients`, (recorded) => computeStatistics(recorded));

  const comparisons: Comparison[] = [
    { what: 'the app around a request (session, guards, hooks)', subject: hello.app, baseline: hello.bare, targets: {} },
    { what: 'client list', subject: list.app, baseline: list.bare, targets: { throughput: 0.9, p99: 1.5 } },
    { what: 'client detail', subject: detail.app, baseline: detail.bare, targets: { throughput: 0.7, p99: 1.5 } },
    { what: `search at ${SMALL / 1000}k`, subject: smallSearch.app, baseline: smallSearch.bare, targets: { p99: 1.5 } },
    { what: `search at ${k}`, subject: largeSearch.app, baseline: largeSearch.bare, targets: { p99: 1.5 } },
    { what: `search, ${k} against ${SMALL / 1000}k`, subject: largeSearch.app, baseline: smallSearch.app, targets: { p99: 1.5 } },
    ...STATISTICS.map(([label], index) => ({ what: `${label}, ${k} against demo size`, subject: largeStatistics[index]!, baseline: demoStatistics[index]!, targets: { throughput: 0.8 } })),
  ];
  console.log(`\nResults (${kind.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}; targets of issue 19):\n`);
  for (const line of report(comparisons)) console.log(line);
  const failed = comparisons.filter((comparison) => {
    const result = verdicts(comparison);
    return !result.isThroughputMet || !result.isP99Met;
  });
  console.log(`\n${comparisons.length - failed.length} of ${comparisons.length} comparisons meet their targets.`);
  await bare.app.close();
} finally {
  await testApp.close();
}
