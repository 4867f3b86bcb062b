import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { createAgent, type TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { nextAddress, PUBLIC_URL } from '../../testing/test-google-flow';

const HEBREW = /[א-ת]/;
const SECRET = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/lishka-google-config-test' };

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Google settings', () => {
  it('default to Google’s issuer with no client, and accept plain HTTP only for a loopback issuer', () => {
    const defaults = readConfig(SECRET);
    expect(defaults.googleIssuer).toBe('https://accounts.google.com');
    expect(defaults.googleClientId).toBeUndefined();
    const set = readConfig({ ...SECRET, GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:9999/' });
    expect(set).toMatchObject({ googleIssuer: 'http://127.0.0.1:9999', googleClientId: 'id.apps.googleusercontent.com', googleClientSecret: 'secret' });
    expect(() => readConfig({ ...SECRET, GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(/GOOGLE_ISSUER/);
    expect(() => readConfig({ ...SECRET, GOOGLE_ISSUER: 'not a url' })).toThrow(/GOOGLE_ISSUER/);
  });
});

describe.each(testDatabaseKinds())('Google not configured, or unreachable, on $kind', (kind) => {
  let bare: TestApp;
  // A second app on the same database, with a Google client whose issuer does not answer.
  let unreachable: FastifyInstance;

  beforeAll(async () => {
    bare = await createTestApp(kind, { publicUrl: PUBLIC_URL });
    const config = { ...bare.config, googleIssuer: `http://127.0.0.1:${await closedPort()}`, googleClientId: 'lishka', googleClientSecret: 'secret' };
    unreachable = await buildApp({ config, catalog: bare.catalog, database: bare.database });
  });
  afterAll(async () => {
    await unreachable?.close();
    await bare?.close();
  });

  const visitorOf = async (app: FastifyInstance): Promise<TestAgent> => {
    const agent = createAgent(app);
    await agent.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    return agent;
  };

  it('says Google sign-in is not configured (404 in both languages), and that it cannot be used', async () => {
    const visitor = await visitorOf(bare.app);
    const started = await visitor.request({ method: 'POST', url: '/api/auth/google/login', payload: {}, csrf: true, remoteAddress: nextAddress() });
    expect(started.statusCode).toBe(404);
    expect(started.json()).toEqual({ success: false, code: 'GOOGLE_NOT_CONFIGURED', message: 'Google sign-in is not configured on this server', messages: { he: expect.stringMatching(HEBREW), en: 'Google sign-in is not configured on this server', es: expect.any(String) } });
    const callback = await visitor.request({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=def', remoteAddress: nextAddress() });
    expect(callback.statusCode).toBe(302);
    expect(Object.fromEntries(new URL(String(callback.headers.location)).searchParams)).toEqual({ error: 'google', code: 'GOOGLE_NOT_CONFIGURED', reason: 'not-configured' });
    const eligibility = await visitor.request({ method: 'POST', url: '/api/auth/google/eligibility', payload: { email: 'admin@generic.example.com' }, csrf: true, remoteAddress: nextAddress() });
    expect(eligibility.json()).toEqual({ success: true, canUseGoogleAuth: false, mfaEnabled: false });
    const member = await bare.signIn('admin@generic.example.com');
    expect((await member.request({ method: 'GET', url: '/api/auth/user/auth-providers' })).json()).toEqual({ success: true, providers: ['password'], isGoogleLinked: false, canUseGoogleAuth: false });
    expect((await member.request({ method: 'POST', url: '/api/auth/google/link', payload: {}, csrf: true, remoteAddress: nextAddress() })).json().code).toBe('GOOGLE_NOT_CONFIGURED');
  });

  it('documents every Google route in the API description', async () => {
    const document = (await bare.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/auth/google/login', '/api/auth/google/callback', '/api/auth/google/link', '/api/auth/google/link/callback', '/api/auth/google/unlink', '/api/users/auth/google/unlink', '/api/auth/google/eligibility', '/api/auth/user/auth-providers']) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });

  it('answers 502 GOOGLE_AUTH_START_FAILED when the issuer cannot be reached, and writes no flow', async () => {
    const visitor = await visitorOf(unreachable);
    const started = await visitor.request({ method: 'POST', url: '/api/auth/google/login', payload: {}, csrf: true, remoteAddress: nextAddress() });
    expect(started.statusCode).toBe(502);
    expect(started.json()).toEqual({ success: false, code: 'GOOGLE_AUTH_START_FAILED', message: 'Google could not be reached; try again in a moment', messages: { he: expect.stringMatching(HEBREW), en: 'Google could not be reached; try again in a moment', es: expect.any(String) } });
    expect(await bare.database.db.selectFrom('oauth_flows').selectAll().execute()).toEqual([]);
    // Other errors of the Google routes still answer as everywhere.
    const invalid = await visitor.request({ method: 'POST', url: '/api/auth/google/login', payload: { returnTo: 'https://evil.example.com' }, csrf: true, remoteAddress: nextAddress() });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', errors: [{ field: 'returnTo' }] });
  });
});
