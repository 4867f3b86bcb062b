import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrationFiles } from '../db/migrate';
import { createPostgresDatabase } from './test-databases';

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
  const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  const handle = await openDatabase({ url: database.url });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
