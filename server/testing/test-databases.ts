import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/database';
import { migrate } from '../db/migrate';

/** A fresh, migrated database for one test file, and how to throw it away. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The database's address, on PostgreSQL: another process (a second app) can connect to it. */
  url?: string;
  dispose(): Promise<void>;
}

/** A database engine the tests can run on. */
export interface TestDatabaseKind {
  kind: DatabaseKind;
  create(): Promise<TestDatabase>;
}

const pglite: TestDatabaseKind = {
  kind: 'pglite',
  create: async () => {
    const handle = await openDatabase({});
    await migrate(handle);
    return { handle, dispose: () => handle.close() };
  },
};

function postgres(adminUrl: string): TestDatabaseKind {
  return {
    kind: 'postgres',
    create: async () => {
      const name = `lishka_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString() });
      await migrate(handle);
      return {
        handle,
        url: url.toString(),
        dispose: async () => {
          await handle.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await cleanup.end();
        },
      };
    },
  };
}

/**
 * The databases the tests run on: PGlite always, and PostgreSQL too when TEST_DATABASE_URL names a server
 * (each test file gets its own fresh database there, dropped at the end).
 */
export function testDatabaseKinds(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind[] {
  return env.TEST_DATABASE_URL ? [pglite, postgres(env.TEST_DATABASE_URL)] : [pglite];
}
