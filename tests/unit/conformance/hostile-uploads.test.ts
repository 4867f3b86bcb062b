import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../../server/plugins/route-table';
import { multipart } from '../../../server/testing/multipart-body';
import type { TestAgent } from '../../../server/testing/test-agent';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { errorBodyProblems } from './error-body';
import { hostileUploads, type HostileUpload } from './hostile-uploads';
import { routeName, routesOf } from './route-facts';

interface Answer {
  status: number;
  body: string;
}

// Over a real socket, as a browser sends it: the server reads the upload as it arrives, as it would in production.
function send(port: number, agent: TestAgent, options: { method: string; path: string; body?: Buffer; headers?: Record<string, string> }): Promise<Answer> {
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const token = agent.csrf();
  const headers = { host: 'localhost', ...(cookie ? { cookie } : {}), ...(token ? { 'x-xsrf-token': token } : {}), ...options.headers };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method: options.method, path: options.path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const MAPPING = JSON.stringify({ 'First name': 'firstName', 'Last name': 'lastName' });

/** What a route that reads archives is sent of a bomb, and the code it must refuse it with; null: not sent to that route. */
interface BombCase {
  fields: { name: string; data: string }[];
  fileName: string;
  code: string;
}

// The clients' import reads workbooks and CSV files: every bomb, with the import's codes. The XML intake's upload reads
// zips of XML files: each bomb that is an archive, sent as the .zip it would be, is refused whole.
const ARCHIVE_KINDS = new Set<HostileUpload['kind']>(['ratio', 'lying size', 'entries']);
function bombCase(route: RouteRecord, upload: HostileUpload): BombCase | null {
  if (route.url === '/api/xml/upload') return ARCHIVE_KINDS.has(upload.kind) && upload.fileName.endsWith('.xlsx') ? { fields: [], fileName: upload.fileName.replace(/\.xlsx$/, '.zip'), code: 'XML_ZIP_REFUSED' } : null;
  return { fields: route.url.endsWith('/preview') ? [] : [{ name: 'mapping', data: MAPPING }], fileName: upload.fileName, code: upload.code };
}

// Issue 17, item 6: every route that opens an archive a caller sends (config.readsArchive, so a new one is covered the
// day it is registered) gets zip bombs by ratio, by a lying size, by entries, by cell, by rows, by columns and by
// amplification. Each must be refused with its code, change nothing, and leave the server answering others meanwhile:
// while it is sent and read, other users' requests go on, and at least one of them is answered before it is.
describe('hostile uploads', () => {
  const [kind] = testDatabaseKinds();
  let t: TestApp;
  let port: number;
  let admin: TestAgent;
  let agencyAdmin: TestAgent;
  let other: TestAgent;
  let visitor: TestAgent;
  let uploads: HostileUpload[];
  let archiveRoutes: RouteRecord[];

  beforeAll(async () => {
    t = await createTestApp(kind!);
    archiveRoutes = (await routesOf(t.app)).filter((route) => (route.config as { readsArchive?: boolean }).readsArchive === true);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    admin = await t.signIn('admin@legal.example.com');
    // The XML intake is the insurance agency's.
    agencyAdmin = await t.signIn('admin@insurance.example.com');
    other = await t.signIn('admin@accounting.example.com');
    visitor = t.anonymous();
    uploads = await hostileUploads();
  }, 120_000);
  afterAll(async () => t?.close());

  // What a bomb could change: the offices' clients, their XML files and the audit entries of both.
  const footprint = async (): Promise<string> => {
    const { rows } = await sql<{ clients: string; imports: string }>`select (select count(*) from clients) as clients, (select count(*) from xml_documents) as xml_documents, (select count(*) from audit_log where event_type in ('clients.import', 'xml.document.uploaded')) as imports`.execute(t.database.db);
    return JSON.stringify(rows[0]);
  };

  it('the routes that read archives are the import preview, the import and the XML intake’s upload', () => {
    expect(archiveRoutes.map(routeName).sort()).toEqual(['POST /api/clients/client/import', 'POST /api/clients/client/import/preview', 'POST /api/xml/upload']);
  });

  it('refuses every bomb on every route that reads archives with its code, changes nothing, and answers others meanwhile', async () => {
    const violations: string[] = [];
    const lines: string[] = [];
    let bombs = 0;
    let othersAnswered = 0;
    for (const route of archiveRoutes) {
      for (const upload of uploads) {
        const sent = bombCase(route, upload);
        if (!sent) continue;
        const before = await footprint();
        const body = multipart([...sent.fields, { name: 'file', fileName: sent.fileName, data: upload.file }]);
        const order: string[] = [];
        let isBombAnswered = false;
        // Other users' requests, one after another until the bomb is answered: the health check and a signed-in list.
        const others = (async () => {
          for (let turn = 0; !isBombAnswered; turn += 1) {
            const answer = turn % 2 === 0 ? await send(port, visitor, { method: 'GET', path: '/api/health' }) : await send(port, other, { method: 'GET', path: '/api/clients/client?limit=1' });
            if (answer.status !== 200) violations.push(`${upload.label}: another request answered ${answer.status} meanwhile`);
            if (!isBombAnswered) order.push('other');
          }
        })();
        const bomb = send(port, route.url === '/api/xml/upload' ? agencyAdmin : admin, { method: 'POST', path: route.url, body: body.payload, headers: { ...body.headers, 'x-language': 'en' } }).then((answer) => {
          isBombAnswered = true;
          order.push('bomb');
          return answer;
        });
        const answer = await bomb;
        await others;
        bombs += 1;
        const where = `${routeName(route)} with ${upload.label}`;
        const code = (JSON.parse(answer.body) as { code?: string }).code;
        if (answer.status < 400 || answer.status >= 500 || code !== sent.code) violations.push(`${where} → ${answer.status} ${code ?? answer.body.slice(0, 120)}, not 4xx ${sent.code}`);
        for (const problem of errorBodyProblems({ statusCode: answer.status, body: answer.body } as LightMyRequestResponse)) violations.push(`${where} → ${problem}`);
        if (answer.body.length > 4096) violations.push(`${where} → an answer of ${answer.body.length} characters`);
        const answeredFirst = order.indexOf('bomb');
        if (answeredFirst < 1) violations.push(`${where} → answered before any other request was`);
        othersAnswered += answeredFirst;
        if ((await footprint()) !== before) violations.push(`${where} → changed the clients, the XML files or the audit log`);
        lines.push(`  ${upload.kind.padEnd(13)} ${String(upload.file.length).padStart(8)} bytes → ${answer.status} ${code}, ${answeredFirst} other answers first (${routeName(route)})`);
      }
    }
    expect(violations, violations.join('\n')).toEqual([]);
    expect(bombs).toBe(archiveRoutes.flatMap((route) => uploads.filter((upload) => bombCase(route, upload))).length);
    console.log(`hostile uploads: ${bombs} bombs to ${archiveRoutes.length} routes, all refused with their codes, ${othersAnswered} other requests answered while they were handled, on ${kind!.kind}\n${lines.join('\n')}`);
  }, 300_000);
});
