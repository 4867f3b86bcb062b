import { testDatabaseKinds } from './test-databases';

/** Says, once per test run, which databases the database tests run on. */
export function setup(): void {
  const kinds = testDatabaseKinds().map((kind) => (kind.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL (TEST_DATABASE_URL)'));
  console.log(`\nDatabase tests run on: ${kinds.join(' and ')}\n`);
}
