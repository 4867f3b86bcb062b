import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/database';
import { migrate } from '../db/migrate';
import { onServer } from './postgres-admin';
import { SEEDED_TEMPLATE_ENV, TEMPLATE_ENV } from './database-templates';

/** A fresh, migrated database for one test file, and how to throw it away. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The database's address, on PostgreSQL: another process (a second app) can connect to it. */
  url?: string;
  /** Whether it starts with the demo offices seeded whole (clients and records). */
  isSeeded?: boolean;
  dispose(): Promise<void>;
}

/** A database engine the tests can run on. */
export interface TestDatabaseKind {
  kind: DatabaseKind;
  /**
   * A fresh database; with `seeded`, one with the demo offices seeded whole when the run has such a template
   * (seeded-template.ts, the browser tests'), said by `isSeeded` on the answer.
   */
  create(options?: { seeded?: boolean }): Promise<TestDatabase>;
}

const pgliteTemplates = new Map<string, Blob>();

/** A PGlite the run's global set-up dumped (database-templates.ts, seeded-template.ts), read once per test file. */
function pgliteTemplate(variable: string): Blob | undefined {
  const file = process.env[variable];
  if (!file) return undefined;
  if (!pgliteTemplates.has(file)) pgliteTemplates.set(file, new Blob([readFileSync(file)]));
  return pgliteTemplates.get(file);
}

const pglite: TestDatabaseKind = {
  kind: 'pglite',
  create: async ({ seeded = false } = {}) => {
    const seededTemplate = seeded ? pgliteTemplate(SEEDED_TEMPLATE_ENV) : undefined;
    const template = seededTemplate ?? pgliteTemplate(TEMPLATE_ENV.pglite);
    const handle = await openDatabase(template ? { startFrom: template } : {});
    // A no-op on a migrated template; the whole work without one.
    await migrate(handle);
    return { handle, isSeeded: seededTemplate !== undefined, dispose: () => handle.close() };
  },
};

/** A new database on the PostgreSQL server at adminUrl, a copy of a template when one is named, and its address. */
export async function createPostgresDatabase(adminUrl: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `lishka_test_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function postgres(adminUrl: string): TestDatabaseKind {
  return {
    kind: 'postgres',
    create: async () => {
      const database = await createPostgresDatabase(adminUrl, process.env[TEMPLATE_ENV.postgres]);
      const handle = await openDatabase({ url: database.url });
      await migrate(handle);
      return {
        handle,
        url: database.url,
        dispose: async () => {
          await handle.close();
          await database.drop();
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
