import { testDatabaseKinds } from './test-databases';
import { testRedisUrl } from './test-redis';

/** Says, once per test run, which databases the database tests run on. */
export function setup(): void {
  const kinds = testDatabaseKinds().map((kind) => (kind.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL (TEST_DATABASE_URL)'));
  console.log(`\nDatabase tests run on: ${kinds.join(' and ')}\n`);
  console.log(testRedisUrl() ? 'Redis tests run on: TEST_REDIS_URL\n' : 'Redis is not tested: TEST_REDIS_URL is not set (.ci/run sets it when 127.0.0.1:6379 answers)\n');
}
