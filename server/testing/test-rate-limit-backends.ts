import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testDatabaseKinds, type TestDatabase } from './test-databases';
import { testRedisUrl } from './test-redis';

/** A namespace of its own for one test, so test files running side by side never share a counter. */
export function testNamespace(): string {
  return `test-${randomBytes(6).toString('hex')}`;
}

/** Deletes what a test counted in Redis under its namespaces (the keys would expire anyway). */
export async function clearRedisNamespaces(url: string, namespaces: string[]): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const namespace of namespaces) {
      const keys = await redis.keys(`${namespace}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** Where the shared counters are tested: each test database, and Redis when TEST_REDIS_URL names one. */
export type CounterBackend = { name: string; kind: 'database'; createDatabase(): Promise<TestDatabase> } | { name: string; kind: 'redis'; url: string };

/** The backends of this run: PGlite, PostgreSQL when TEST_DATABASE_URL is set, Redis when TEST_REDIS_URL is. */
export function counterBackends(): CounterBackend[] {
  const databases: CounterBackend[] = testDatabaseKinds().map((kind) => ({ name: kind.kind, kind: 'database' as const, createDatabase: () => kind.create() }));
  const redisUrl = testRedisUrl();
  return redisUrl ? [...databases, { name: 'redis', kind: 'redis', url: redisUrl }] : databases;
}
