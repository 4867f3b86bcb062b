// `npm run bench:clients [-- --clients N --seconds S --connections C]`: 100,000 clients in one office beside the
// demo offices (PostgreSQL when DATABASE_URL is set, else PGlite), then the list, search and detail endpoints
// loaded over HTTP, each beside a bare Fastify route that runs the same query directly, in the same run.
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { inOffice, type OfficeContext } from '../context/office-context';
import { officeContextFor } from '../context/system-context';
import { listClients, type ClientListRequest } from '../modules/clients/client-list.service';
import { readClientWithCounts } from '../modules/clients/clients.queries';
import { clientView } from '../modules/clients/client.view';
import { createTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { seedBenchClients } from './bench-clients/bulk-clients';
import { load, report } from './bench-clients/load';

const { values } = parseArgs({ options: { clients: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '32' } } });
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const SEARCH = 'cohen';

const kinds = testDatabaseKinds({ ...(process.env.DATABASE_URL ? { TEST_DATABASE_URL: process.env.DATABASE_URL } : {}) });
const kind = kinds.at(-1)!;
console.log(`Database: ${kind.kind === 'postgres' ? 'PostgreSQL (a fresh database on DATABASE_URL, dropped afterwards)' : 'PGlite (embedded; set DATABASE_URL for PostgreSQL)'}`);
const testApp = await createTestApp(kind, {}, { demoClients: true });
try {
  const db = testApp.database.db;
  const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@legal.example.com').executeTakeFirstOrThrow();
  // The admin's office context, as a request of theirs would build it.
  const system = (await officeContextFor({ db, mailer: testApp.app.mailer, catalog: testApp.catalog }, 'legal', { kind: 'system', name: 'bench' }))!;
  const ctx: OfficeContext = { ...system, actor: { kind: 'member', userId: admin.id, role: 'admin', professionalRole: null } };
  const started = Date.now();
  await seedBenchClients(db, ctx.tenant.id, CLIENTS, (done) => {
    if (done % 20_000 === 0 || done === CLIENTS) console.log(`  seeded ${done.toLocaleString('en')} clients (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  });
  const someone = await inOffice(ctx, (trx) => trx.selectFrom('clients').select('id').orderBy('created_at', 'desc').limit(1).offset(Math.floor(CLIENTS / 2)).executeTakeFirstOrThrow());

  const agent = await testApp.signIn('admin@legal.example.com', { tenant: 'legal' });
  const headers = { cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;

  // The bare routes: the same service calls, with no session, guards, validation or response schemas around them.
  const page: ClientListRequest = { page: 1, limit: 20, sortBy: 'createdAt', sortOrder: 'desc', filters: {} };
  const bare = Fastify();
  bare.get('/list', async () => listClients(ctx, page));
  bare.get('/search', async () => listClients(ctx, { ...page, filters: { search: SEARCH } }));
  bare.get('/detail', async () => clientView((await inOffice(ctx, (trx) => readClientWithCounts(trx, someone.id)))!));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  const options = { connections: CONNECTIONS, seconds: SECONDS };
  console.log(`\nLoad: ${CONNECTIONS} connections for ${SECONDS} s each; ${CLIENTS.toLocaleString('en')} clients in the office, the demo offices beside it.\n`);
  const pairs = [
    { bare: await load('bare list', `${bareUrl}/list`, options), app: await load('GET /clients/client', `${appUrl}/api/clients/client?page=1&limit=20`, { ...options, headers }), targets: { throughput: 0.5, p99: 2 } },
    { bare: await load('bare search', `${bareUrl}/search`, options), app: await load(`search "${SEARCH}"`, `${appUrl}/api/clients/client?search=${SEARCH}&limit=20`, { ...options, headers }), targets: { p99: 2 } },
    { bare: await load('bare detail', `${bareUrl}/detail`, options), app: await load('GET /clients/client/:id', `${appUrl}/api/clients/client/${someone.id}`, { ...options, headers }), targets: { p99: 2 } },
  ];
  for (const line of report(pairs)) console.log(line);
  await bare.close();
} finally {
  await testApp.close();
}
