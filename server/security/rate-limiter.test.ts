import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../db/context';
import type { TestDatabase } from '../testing/test-databases';
import { postgresRateLimitCounter } from './postgres-rate-limit-counter';
import type { RateLimitCounter } from './rate-limit-counter';
import { clearRedisNamespaces, counterBackends, testNamespace } from '../testing/test-rate-limit-backends';
import { createRateLimiter } from './rate-limiter';
import { redisRateLimitCounter } from './redis-rate-limit-counter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(counterBackends())('shared rate limiter on $name', (backend) => {
  let database: TestDatabase | undefined;
  const namespaces: string[] = [];
  const counters: RateLimitCounter[] = [];

  const counter = (namespace = testNamespace()): RateLimitCounter => {
    namespaces.push(namespace);
    const made = backend.kind === 'redis' ? redisRateLimitCounter(backend.url, namespace) : postgresRateLimitCounter(database!.handle.db, namespace);
    counters.push(made);
    return made;
  };

  beforeAll(async () => {
    if (backend.kind === 'database') database = await backend.createDatabase();
  });
  afterAll(async () => {
    await Promise.all(counters.map((made) => made.close()));
    if (backend.kind === 'redis') await clearRedisNamespaces(backend.url, namespaces);
    await database?.dispose();
  });

  it('allows max hits per window, then refuses with the time left', async () => {
    const limiter = createRateLimiter(counter());
    const rule = { max: 3, windowSeconds: 600 };
    const decisions = [];
    for (let i = 0; i < 5; i += 1) decisions.push(await limiter.hit('forgot-password:dana@example.com', rule));
    expect(decisions.map((decision) => [decision.allowed, decision.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(decisions.slice(0, 3).every((decision) => decision.retryAfterSeconds === 0)).toBe(true);
    expect(decisions[4]!.retryAfterSeconds).toBeGreaterThan(590);
    expect(decisions[4]!.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('counts each key, and each namespace, on its own', async () => {
    const namespace = testNamespace();
    const first = createRateLimiter(counter(namespace));
    const sameNamespace = createRateLimiter(counter(namespace));
    const otherNamespace = createRateLimiter(counter());
    const rule = { max: 1, windowSeconds: 600 };
    expect((await first.hit('otp:user-1', rule)).allowed).toBe(true);
    expect((await sameNamespace.hit('otp:user-1', rule)).allowed).toBe(false);
    expect((await first.hit('otp:user-2', rule)).allowed).toBe(true);
    expect((await otherNamespace.hit('otp:user-1', rule)).allowed).toBe(true);
  });

  it('starts a new window once the last has ended', async () => {
    const limiter = createRateLimiter(counter());
    const rule = { max: 1, windowSeconds: 0.3 };
    expect((await limiter.hit('short', rule)).allowed).toBe(true);
    expect((await limiter.hit('short', rule)).allowed).toBe(false);
    await sleep(450);
    expect(await limiter.hit('short', rule)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
  });

  it('counts hits that arrive together exactly once each', async () => {
    const shared = counter();
    const counts = await Promise.all(Array.from({ length: 40 }, () => shared.hit('burst', 600_000)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('refuses a rule that is not one', async () => {
    const limiter = createRateLimiter(counter());
    await expect(limiter.hit('x', { max: -1, windowSeconds: 60 })).rejects.toThrow(/Invalid rate rule/);
    await expect(limiter.hit('x', { max: 1, windowSeconds: 0 })).rejects.toThrow(/Invalid rate rule/);
  });

  it.runIf(backend.kind === 'database')('keeps digests, not addresses, prunes ended windows, and gives the app role no access to the table', async () => {
    const db = database!.handle.db;
    const made = postgresRateLimitCounter(db, testNamespace());
    await made.hit('login:203.0.113.9', 1);
    await made.hit('login:203.0.113.10', 600_000);
    const keys = (await db.selectFrom('rate_limit_buckets').select('key').execute()).map((row) => row.key);
    expect(keys.some((key) => key.includes('203.0.113'))).toBe(false);
    await sleep(20);
    // What prune removes is what had ended when it ran: a bucket of another test may end between prune and the read.
    const prunedAt = Date.now();
    expect(await made.prune()).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('rate_limit_buckets').select(['key', 'expires_at']).execute();
    expect(left.filter((row) => new Date(row.expires_at).getTime() < prunedAt)).toEqual([]);
    await expect(withContext(db, {}, (trx) => trx.selectFrom('rate_limit_buckets').selectAll().execute())).rejects.toThrow(/permission denied/);
    await expect(withContext(db, {}, (trx) => sql`delete from rate_limit_buckets`.execute(trx))).rejects.toThrow(/permission denied/);
  });
});
