// `npm run bench:clients [-- --clients N --small M --seconds S --connections C --rounds R --only GROUPS]`: the clients API of three
// offices of one type side by side, the legal demo office at demo size and two the bench adds with M and N clients
// (PostgreSQL when DATABASE_URL is set, else PGlite), each endpoint against its baseline measured in turns with it:
// the list, search and detail against bare routes running the same service calls; the search at N against the
// search at M; the dashboard's statistics at N against the demo office's. `--only health,list,detail,search,statistics`
// (any of them, comma-separated) measures those groups alone, and prints the search's plans only with the search.
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { OfficeContext } from '../context/office-context';
import { inOffice } from '../context/office-context';
import { listClients } from '../modules/clients/client-list.service';
import { computeStatistics } from '../modules/dashboard/statistics.service';
import { createTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { bareRoutes, FIRST_PAGE } from './bench-clients/bare-routes';
import { addBenchOffice, benchSession } from './bench-clients/bench-offices';
import { seedBenchClients } from './bench-clients/bulk-clients';
import { explainReads, recording } from './bench-clients/explain';
import { loadTogether, report, verdicts, type Comparison, type Endpoint } from './bench-clients/load';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100000' },
    small: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '5' },
    only: { type: 'string', default: 'health,list,detail,search,statistics' },
  },
});
const [SMALL, LARGE] = [Number(values.small), Number(values.clients)];
const options = { connections: Number(values.connections), seconds: Number(values.seconds), rounds: Number(values.rounds) };
const SEARCH = 'cohen';
// The statistics the dashboard's widgets ask for: the tiles (the office's default period, and all time), the clients by status, the analytics.
const STATISTICS = [
  ['statistics tiles', '/api/dashboard/statistics'],
  ['statistics tiles, all time', '/api/dashboard/statistics?period=all'],
  ['client figures', '/api/clients/client/stats'],
  ['client analytics', '/api/clients/client/analytics?period=30d'],
] as const;
const GROUPS = new Set(values.only.split(',').map((group) => group.trim()));
const isMeasured = (group: 'health' | 'list' | 'detail' | 'search' | 'statistics') => GROUPS.has(group);
const size = (count: number) => (count >= 1000 ? `${count / 1000}k` : String(count));

const kind = testDatabaseKinds({ ...(process.env.DATABASE_URL ? { TEST_DATABASE_URL: process.env.DATABASE_URL } : {}) }).at(-1)!;
console.log(`Database: ${kind.kind === 'postgres' ? 'PostgreSQL (a fresh database on DATABASE_URL, dropped afterwards)' : 'PGlite (embedded; set DATABASE_URL for PostgreSQL)'}`);
console.log(
  `Load: ${options.connections} connections, ${options.seconds} s per endpoint in ${options.rounds} turns with its baseline; offices of the legal type with ${size(SMALL)} and ${size(LARGE)} clients beside the demo offices.`,
);
const testApp = await createTestApp(kind, {}, { demoClients: true });
try {
  const db = testApp.database.db;
  const admin = await db.selectFrom('users').select(['id', 'email']).where('email', '=', 'admin@legal.example.com').executeTakeFirstOrThrow();
  await addBenchOffice(db, 'bench-small', admin.id);
  await addBenchOffice(db, 'bench-large', admin.id);
  const office = (slug: string) => benchSession(testApp, slug, admin);
  const [demo, small, large] = [await office('legal'), await office('bench-small'), await office('bench-large')];
  for (const [target, count] of [[small, SMALL], [large, LARGE]] as const) {
    const started = Date.now();
    await seedBenchClients(db, target.ctx.tenant.id, { from: 0, to: count }, (done) => {
      if (done % 20_000 === 0 || done === count) console.log(`  seeded ${done.toLocaleString('en')} clients of ${count.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    });
  }
  const count = (ctx: OfficeContext) => inOffice(ctx, async (trx) => Number((await trx.selectFrom('clients').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n));
  const detailId = (await inOffice(large.ctx, (trx) => trx.selectFrom('clients').select('id').orderBy('created_at', 'desc').limit(1).offset(Math.floor(LARGE / 2)).executeTakeFirstOrThrow())).id;

  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  const [bareSmall, bareLarge] = [await bareRoutes(small.ctx, detailId, SEARCH), await bareRoutes(large.ctx, detailId, SEARCH)];
  const onApp = (label: string, path: string, headers: Record<string, string>): Endpoint => ({ label, url: `${appUrl}${path}`, headers });
  const onBare = (label: string, url: string): Endpoint => ({ label, url });
  const [k, smallK, demoSize] = [size(LARGE), size(SMALL), `demo (${await count(demo.ctx)})`];

  const plans = async (what: string, ctx: OfficeContext, work: (recorded: OfficeContext) => Promise<unknown>) => {
    const recorder = recording(db);
    await work({ ...ctx, db: recorder.db });
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of ${what}: each read it ran, in the office as the app role\n`);
    for (const line of await explainReads(ctx, recorder.statements)) console.log(line);
  };
  const searchOf = (recorded: OfficeContext) => listClients(recorded, { ...FIRST_PAGE, filters: { search: SEARCH } });
  if (isMeasured('search')) {
    await plans(`the search "${SEARCH}" at ${SMALL.toLocaleString('en')} clients`, small.ctx, searchOf);
    await plans(`the search "${SEARCH}" at ${LARGE.toLocaleString('en')} clients`, large.ctx, searchOf);
  }
  if (isMeasured('statistics')) await plans(`the statistics tiles at ${LARGE.toLocaleString('en')} clients`, large.ctx, (recorded) => computeStatistics(recorded));

  console.log('\nLoad:');
  const comparisons: Comparison[] = [];
  if (isMeasured('health')) {
    const [hello, health] = await loadTogether([onBare('bare route doing nothing', `${bareLarge.url}/hello`), onApp('GET /api/health, signed in', '/api/health', large.headers)], options);
    comparisons.push({ what: 'the app around a request (session, guards, hooks)', subject: health!, baseline: hello!, targets: {} });
  }
  if (isMeasured('list')) {
    const [bareList, appList] = await loadTogether([onBare(`bare list, ${k}`, `${bareLarge.url}/list`), onApp(`GET /clients/client, ${k}`, '/api/clients/client', large.headers)], options);
    comparisons.push({ what: 'client list', subject: appList!, baseline: bareList!, targets: { throughput: 0.9, p99: 1.5 } });
  }
  if (isMeasured('detail')) {
    const [bareDetail, appDetail] = await loadTogether([onBare(`bare detail, ${k}`, `${bareLarge.url}/detail`), onApp(`GET /clients/client/:id, ${k}`, `/api/clients/client/${detailId}`, large.headers)], options);
    comparisons.push({ what: 'client detail', subject: appDetail!, baseline: bareDetail!, targets: { throughput: 0.7, p99: 1.5 } });
  }
  if (isMeasured('search')) {
    const searchPath = `/api/clients/client?search=${SEARCH}`;
    const [bareSearchSmall, searchSmall, bareSearchLarge, searchLarge] = await loadTogether(
      [
        onBare(`bare search, ${smallK}`, `${bareSmall.url}/search`),
        onApp(`search "${SEARCH}", ${smallK}`, searchPath, small.headers),
        onBare(`bare search, ${k}`, `${bareLarge.url}/search`),
        onApp(`search "${SEARCH}", ${k}`, searchPath, large.headers),
      ],
      options,
    );
    comparisons.push(
      { what: `search at ${smallK}`, subject: searchSmall!, baseline: bareSearchSmall!, targets: { p99: 1.5 } },
      { what: `search at ${k}`, subject: searchLarge!, baseline: bareSearchLarge!, targets: { p99: 1.5 } },
      { what: `search, ${k} against ${smallK}`, subject: searchLarge!, baseline: searchSmall!, targets: { p99: 1.5 } },
    );
  }
  if (isMeasured('statistics')) {
    const statistics = await loadTogether(
      STATISTICS.flatMap(([label, path]) => [onApp(`${label}, ${demoSize}`, path, demo.headers), onApp(`${label}, ${k}`, path, large.headers)]),
      options,
    );
    comparisons.push(...STATISTICS.map(([label], index) => ({ what: `${label}, ${k} against demo size`, subject: statistics[index * 2 + 1]!, baseline: statistics[index * 2]!, targets: { throughput: 0.8 } })));
  }
  console.log(`\nResults (${kind.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}; targets of issue 19):\n`);
  for (const line of report(comparisons)) console.log(line);
  const failed = comparisons.filter((comparison) => {
    const result = verdicts(comparison);
    return !result.isThroughputMet || !result.isP99Met;
  });
  console.log(`\n${comparisons.length - failed.length} of ${comparisons.length} comparisons meet their targets.`);
  await bareSmall.app.close();
  await bareLarge.app.close();
} finally {
  await testApp.close();
}
