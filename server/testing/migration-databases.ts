import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrate, migrationFiles } from '../db/migrate';
import { createPostgresDatabase } from './test-databases';

/** A folder holding the migrations up to a version, to bring a database to that version only (the caller removes it). */
function migrationsUpTo(version: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'lishka-migrations-'));
  for (const migration of migrationFiles()) if (migration.version <= version) copyFileSync(migration.file, join(dir, basename(migration.file)));
  return dir;
}

/** An empty database, not migrated, of a kind (pglite, or PostgreSQL at TEST_DATABASE_URL), and how to throw it away. */
async function emptyDatabase(kind: string): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
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

/** A database brought to one migration version, for a test of the next: it can be moved on to a later version. */
export interface DatabaseAtMigration {
  handle: DatabaseHandle;
  /** Runs the migrations after the current version, up to this one. */
  migrateTo(version: number): Promise<void>;
  /** Throws the database and the migration folders away. */
  dispose(): Promise<void>;
}

/** An empty database of a kind (pglite, or PostgreSQL at TEST_DATABASE_URL) with the migrations up to a version run. */
export async function databaseAtMigration(kind: string, version: number): Promise<DatabaseAtMigration> {
  const database = await emptyDatabase(kind);
  const folders: string[] = [];
  const migrateTo = async (to: number) => {
    const folder = migrationsUpTo(to);
    folders.push(folder);
    await migrate(database.handle, folder);
  };
  await migrateTo(version);
  return {
    handle: database.handle,
    migrateTo,
    dispose: async () => {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
      await database.dispose();
    },
  };
}
