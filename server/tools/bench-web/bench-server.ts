import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

/** The path of the trivial page the baseline is measured on. */
export const BASELINE_PATH = '/__bench/baseline';

const BASELINE_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head><body><h1>Baseline</h1><p>A static page with no script: the floor of a first paint on this machine.</p></body></html>';

/** A cookie as Chromium's addCookies takes it. */
export interface BrowserCookie {
  name: string;
  value: string;
  url: string;
}

/** The real server on a fresh PGlite database with the demo offices, listening on a free local port. */
export interface BenchServer {
  baseUrl: string;
  /** Opens a fixture session for a demo user and answers its cookies for the browser. */
  sessionCookies(email: string, tenant: string): Promise<BrowserCookie[]>;
  close(): Promise<void>;
}

/** Starts the app as the tests do, serving the built app from `webRoot`, plus one static baseline page. */
export async function startBenchServer(webRoot: string): Promise<BenchServer> {
  const kind = testDatabaseKinds({})[0];
  if (!kind) throw new Error('No test database kind');
  const testApp = await createTestApp(kind, { webRoot });
  testApp.app.get(BASELINE_PATH, { config: { public: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(BASELINE_HTML));
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    async sessionCookies(email, tenant) {
      const agent = await testApp.signIn(email, { tenant });
      return [...agent.cookies].map(([name, value]) => ({ name, value, url: baseUrl }));
    },
    close: () => testApp.close(),
  };
}
