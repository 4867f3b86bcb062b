import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { registerErrorHandling } from './errors';
import { registerWebApp } from './web-app';

describe('the web app plugin', () => {
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'lishka-web-app-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'main-Ab12Cd34.js'), 'export {};');
    app = Fastify();
    registerErrorHandling(app);
    await registerWebApp(app, webRoot);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/api', '/api/'])('redirects GET %s to the API documentation', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/api/docs');
  });

  it('keeps an unknown API path a JSON 404, and /api itself for other methods', async () => {
    for (const request of [{ method: 'GET' as const, url: '/api/nothing-here' }, { method: 'POST' as const, url: '/api' }]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it("answers any other page with the web app's index.html", async () => {
    const response = await app.inject({ method: 'GET', url: '/products/forms' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('id="root"');
  });

  it('lets browsers keep the hashed build files, and asks again for index.html', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/index.html' });
    expect(page.headers['cache-control']).not.toContain('immutable');
  });

  it("answers a hashed file that is not in the build with 404, not the app's page", async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-0ld0ld00.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('id="root"');
    expect((await app.inject({ method: 'GET', url: '/assets/..%2Findex.html' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await app.inject({ method: 'HEAD', url: '/assets/main-Ab12Cd34.js' })).statusCode).toBe(200);
  });

  it('serves a file added to the build after start-up (one route for the hashed files, not one per file)', async () => {
    writeFileSync(join(webRoot, 'assets', 'late-Zz99Yy88.js'), 'export {};');
    expect((await app.inject({ method: 'GET', url: '/assets/late-Zz99Yy88.js' })).statusCode).toBe(200);
    const routes = app.printRoutes({ commonPrefix: false });
    expect(routes).not.toContain('main-Ab12Cd34.js');
  });
});

describe('the /api redirect in the whole app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(testDatabaseKinds()[0]!);
  });
  afterAll(async () => t?.close());

  it('needs no session, and leads to documentation that answers', async () => {
    const redirect = await t.app.inject({ method: 'GET', url: '/api' });
    expect(redirect.statusCode).toBe(302);
    const docs = await t.app.inject({ method: 'GET', url: redirect.headers.location as string });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});
