import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrationFiles } from '../db/migrate';

/** A folder holding the migrations up to a version, to bring a database to that version only (the caller removes it). */
export function migrationsUpTo(version: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'lishka-migrations-'));
  for (const migration of migrationFiles()) if (migration.version <= version) copyFileSync(migration.file, join(dir, basename(migration.file)));
  return dir;
}

/** An empty database, not migrated, of a kind (pglite, or PostgreSQL at TEST_DATABASE_URL), and how to throw it away. */
export async function emptyDatabase(kind: string): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({});
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `lishka_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
