import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { createAgent } from '../testing/test-agent';
import { testConfig } from '../testing/test-config';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { clearRedisNamespaces, counterBackends, testNamespace } from '../testing/test-rate-limit-backends';
import { LIMITS } from './limits';

/**
 * The point of the shared store: two app instances (two processes behind a load balancer) count the same
 * per-IP hits. On PostgreSQL each app has its own connection pool; on PGlite they share the one database
 * of the process; on Redis each has its own database, so only Redis can be what they share.
 */
describe.each(counterBackends())('per-IP limits shared by two app instances on $name', (backend) => {
  const catalog = loadOfficeTypeCatalog();
  const namespace = testNamespace();
  const otherNamespace = testNamespace();
  const databases: TestDatabase[] = [];
  const extraHandles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;
  let stranger: FastifyInstance;

  // Redis is tried on PGlite databases: a fresh one for each app.
  const freshDatabase = async (): Promise<TestDatabase> => {
    const database = backend.kind === 'database' ? await backend.createDatabase() : await testDatabaseKinds()[0]!.create();
    databases.push(database);
    return database;
  };
  const app = async (database: DatabaseHandle, rateLimitNamespace: string): Promise<FastifyInstance> => {
    const config = testConfig({ rateLimitNamespace, ...(backend.kind === 'redis' ? { redisUrl: backend.url } : {}) });
    const built = await buildApp({ config, catalog, database });
    apps.push(built);
    return built;
  };
  // A second handle on the same PostgreSQL database is a second process's pool; PGlite lives in this process.
  const sameDatabase = async (database: TestDatabase): Promise<DatabaseHandle> => {
    if (!database.url) return database.handle;
    const handle = await openDatabase({ url: database.url });
    extraHandles.push(handle);
    return handle;
  };

  beforeAll(async () => {
    const database = await freshDatabase();
    first = await app(database.handle, namespace);
    second = await app(backend.kind === 'redis' ? (await freshDatabase()).handle : await sameDatabase(database), namespace);
    stranger = await app(database.handle, otherNamespace);
  });
  afterAll(async () => {
    for (const built of apps) await built.close();
    for (const handle of extraHandles) await handle.close();
    for (const database of databases) await database.dispose();
    if (backend.kind === 'redis') await clearRedisNamespaces(backend.url, [namespace, otherNamespace]);
  });

  const resend = async (target: FastifyInstance, remoteAddress: string): Promise<LightMyRequestResponse> => {
    const agent = createAgent(target);
    await agent.request({ method: 'GET', url: '/api/auth/refresh-csrf', remoteAddress });
    return agent.request({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { Username: 'nobody@example.com' }, csrf: true, remoteAddress });
  };

  it('refuses on the second instance once the first has used the limit up', async () => {
    const { max } = LIMITS.resendConfirmation;
    for (let i = 0; i < max; i += 1) expect((await resend(first, '203.0.113.7')).statusCode).toBe(200);

    const refused = await resend(second, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests; try again later',
      messages: { he: expect.stringMatching(/[א-ת]/), en: 'Too many requests; try again later', es: expect.any(String) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.resendConfirmation.timeWindow / 1000);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(max));
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('still serves another address, and an app of another namespace', async () => {
    expect((await resend(second, '203.0.113.8')).statusCode).toBe(200);
    expect((await resend(stranger, '203.0.113.7')).statusCode).toBe(200);
  });

  it('counts each route on its own', async () => {
    const response = await second.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token: 'x'.repeat(43) }, remoteAddress: '203.0.113.7' });
    expect(response.statusCode).not.toBe(429);
  });

  it('shares the service limiter too', async () => {
    const rule = { max: 1, windowSeconds: 600 };
    expect((await first.rateLimiter.hit('forgot-password:dana@example.com', rule)).allowed).toBe(true);
    expect(await second.rateLimiter.hit('forgot-password:dana@example.com', rule)).toMatchObject({ allowed: false, remaining: 0 });
    expect((await stranger.rateLimiter.hit('forgot-password:dana@example.com', rule)).allowed).toBe(true);
  });
});
