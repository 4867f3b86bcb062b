import type { AddressInfo } from 'node:net';
import type { OfficeContext } from '../../context/office-context';
import { listDocuments, type LibraryQuery } from '../../modules/documents/library.service';
import { createTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { addBenchOffice, benchSession } from '../bench-clients/bench-offices';
import { explainReads, recording } from '../bench-clients/explain';
import { loadTogether, verdicts, type Comparison, type Endpoint, type LoadOptions } from '../bench-clients/load';
import { bareLibraryRoutes } from './bare-routes';
import { seedBenchDocuments } from './bulk-documents';

const TYPE = 'contract';
const SEARCH = 'cohen';
const TYPES = ['contract', 'pleading', 'motion', 'brief', 'court-order', 'evidence', 'correspondence', 'power-of-attorney'];

/**
 * The library's list at `count` documents in one office of the legal type (PostgreSQL when DATABASE_URL is set, else
 * PGlite): the default page, a type's page and a search, each over HTTP against a bare route making the same service
 * call, and the app's no-work route against a bare one, measured in turns in the same run. Answers the report's lines.
 */
export async function benchLibraryList(count: number, options: LoadOptions, isPlanShown: boolean): Promise<string[]> {
  const kind = testDatabaseKinds({ ...(process.env.DATABASE_URL ? { TEST_DATABASE_URL: process.env.DATABASE_URL } : {}) }).at(-1)!;
  const database = kind.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`\nThe library list: ${database}${kind.kind === 'postgres' ? '' : ' (set DATABASE_URL for PostgreSQL)'}, ${count.toLocaleString('en')} documents in one office; ${options.connections} connections, ${options.seconds} s per endpoint in ${options.rounds} turns with its baseline.`);
  const testApp = await createTestApp(kind);
  try {
    const db = testApp.database.db;
    const admin = await db.selectFrom('users').select(['id', 'email']).where('email', '=', 'admin@legal.example.com').executeTakeFirstOrThrow();
    const tenantId = await addBenchOffice(db, 'bench-documents', admin.id);
    const { ctx, headers } = await benchSession(testApp, 'bench-documents', admin);
    const started = Date.now();
    await seedBenchDocuments(db, tenantId, { count, types: TYPES, ownerId: admin.id }, (done) => {
      if (done % 20_000 === 0 || done === count) console.log(`  seeded ${done.toLocaleString('en')} documents of ${count.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    });
    if (isPlanShown) {
      for (const [what, query] of [['the default page', {}], [`the type ${TYPE}`, { documentType: TYPE }], [`the search "${SEARCH}"`, { q: SEARCH }]] as [string, LibraryQuery][]) {
        const recorder = recording(db);
        await listDocuments({ ...ctx, db: recorder.db } as OfficeContext, query);
        console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of ${what}: each read it ran, in the office as the app role\n`);
        for (const line of await explainReads(ctx, recorder.statements)) console.log(line);
      }
    }

    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    const bare = await bareLibraryRoutes(ctx, TYPE, SEARCH);
    const onApp = (label: string, path: string): Endpoint => ({ label, url: `${appUrl}${path}`, headers });
    const onBare = (label: string, path: string): Endpoint => ({ label, url: `${bare.url}${path}` });
    console.log('\nLoad:');
    const [hello, health, bareList, list, bareType, type, bareSearch, search] = await loadTogether(
      [
        onBare('bare route doing nothing', '/hello'),
        onApp('GET /api/health, signed in', '/api/health'),
        onBare('bare list', '/list'),
        onApp('GET /api/pdf/docs', '/api/pdf/docs'),
        onBare(`bare list, type ${TYPE}`, '/type'),
        onApp(`GET /api/pdf/docs?documentType=${TYPE}`, `/api/pdf/docs?documentType=${TYPE}`),
        onBare(`bare search "${SEARCH}"`, '/search'),
        onApp(`GET /api/pdf/docs/search?q=${SEARCH}`, `/api/pdf/docs/search?q=${SEARCH}`),
      ],
      options,
    );
    await bare.app.close();
    const comparisons: Comparison[] = [
      { what: 'the app around a request', subject: health!, baseline: hello!, targets: {} },
      { what: 'library list, default page', subject: list!, baseline: bareList!, targets: {} },
      { what: `library list, type ${TYPE}`, subject: type!, baseline: bareType!, targets: {} },
      { what: `library search "${SEARCH}"`, subject: search!, baseline: bareSearch!, targets: {} },
      // Each list against the route doing nothing: what the list's own work costs at this size.
      ...[list!, type!, search!].map((subject) => ({ what: `${subject.label} against no work`, subject, baseline: hello!, targets: {} })),
    ];
    const lines = [`\nResults (${database}, ${count.toLocaleString('en')} documents in one office):\n`, '| what | baseline | p50 | p95 | measured | p50 | p95 | req/s | p50 ratio | p95 ratio | throughput ratio |', '|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|'];
    const ratio = (subject: number, baseline: number) => `${(Math.max(subject, 1) / Math.max(baseline, 1)).toFixed(2)}×`;
    for (const comparison of comparisons) {
      const { subject, baseline } = comparison;
      const failed = subject.errors + subject.non2xx ? ` (${subject.errors + subject.non2xx} failed)` : '';
      lines.push(
        `| ${comparison.what} | ${baseline.label} | ${baseline.p50} ms | ${baseline.p95} ms | ${subject.label}${failed} | ${subject.p50} ms | ${subject.p95} ms | ${subject.requestsPerSecond.toFixed(0)} | ${ratio(subject.p50, baseline.p50)} | ${ratio(subject.p95, baseline.p95)} | ${verdicts(comparison).throughput.toFixed(2)}× |`,
      );
    }
    return lines;
  } finally {
    await testApp.close();
  }
}
