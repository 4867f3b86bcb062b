import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../security/limits';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { registerErrorHandling } from './errors';
import { registerRateLimits } from './rate-limits';

describe('registering the shared rate limits', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  const app = (): FastifyInstance => {
    const made = Fastify();
    made.decorate('database', database.handle);
    registerErrorHandling(made);
    apps.push(made);
    return made;
  };

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.create();
  });
  afterAll(async () => {
    for (const made of apps) await made.close();
    await database?.dispose();
  });

  it('refuses a namespace that could not prefix a key', async () => {
    await expect(registerRateLimits(app(), { namespace: '' })).rejects.toThrow(/RATE_LIMIT_NAMESPACE/);
    await expect(registerRateLimits(app(), { namespace: 'a:b c' })).rejects.toThrow(/RATE_LIMIT_NAMESPACE/);
  });

  it('refuses, rather than lets through, when Redis cannot be reached', async () => {
    const made = app();
    await registerRateLimits(made, { namespace: 'unreachable', redisUrl: 'redis://127.0.0.1:1' });
    made.post('/login', { config: { rateLimit: LIMITS.login } }, async () => ({ success: true }));
    const response = await made.inject({ method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, code: 'SERVER_ERROR' });
    await expect(made.rateLimiter.hit('otp:user', { max: 1, windowSeconds: 60 })).rejects.toThrow();
  });
});
