import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, describeAnswer, signIn, type ApiClient } from './server-process/api-client';
import { endServer, errorLinesSinceStart, freePort, outputSinceStart, prepareBuilds, startServer, waitUntilAnswering, type ServerProcess } from './server-process/server-process';

const root = resolve(import.meta.dirname, '../..');

/** A multipart body of one file in the field `file`. */
function multipart(fileName: string, text: string): { payload: Buffer; contentType: string } {
  const boundary = 'startTestBoundary0';
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n--${boundary}--\r\n`);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

// What `npm start` runs after its builds: the server's esbuild bundle in plain Node, on a new PGlite data folder.
// The bundle finds the project's files from dist/server (office types, migrations, the web app) and starts the
// table worker from its own bundled entry; the sources' tests cannot see either.
describe('npm start', () => {
  let workDir: string;
  let server: ServerProcess;
  let baseUrl: string;
  let api: ApiClient;

  beforeAll(async () => {
    await prepareBuilds();
    workDir = mkdtempSync(join(tmpdir(), 'lishka-start-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const env = { ...process.env, DATA_DIR: join(workDir, 'data'), WEB_ROOT: join(root, 'dist/web'), PORT: String(port), HOST: '127.0.0.1' };
    server = startServer(env, join(workDir, 'server.log'));
    await waitUntilAnswering(server, baseUrl, Date.now(), 240_000);
    api = createApiClient(baseUrl);
  }, 300_000);
  afterAll(async () => {
    if (server) await endServer(server, 'SIGTERM');
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('serves the web app and the API from the bundle, and says where its start-up went', async () => {
    const page = await fetch(`${baseUrl}/clients`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="root"');
    await expect.poll(() => outputSinceStart(server), { timeout: 30_000 }).toMatch(/Started in \d+ ms \(code \d+ ms, office types \d+ ms, database \d+ ms, .*routes ready \d+ ms\)/);
  });

  it('signs in and reads a spreadsheet in the bundled table worker', async () => {
    await signIn(api, 'admin@generic.example.com', 'generic');
    const file = multipart('clients.csv', 'First name,Last name,Email\nDana,Cohen,dana@example.com\nNoa,Levi,noa@example.com');
    const answer = await api.send('POST', '/api/clients/client/import/preview', file.payload, file.contentType);
    expect(answer.status, describeAnswer(answer)).toBe(200);
    expect((answer.body.data as { rowCount: number; columns: string[] }).rowCount).toBe(2);
    expect((answer.body.data as { columns: string[] }).columns).toEqual(['First name', 'Last name', 'Email']);
  }, 120_000);

  it('logs no error', () => {
    expect(errorLinesSinceStart(server)).toEqual([]);
  });
});
