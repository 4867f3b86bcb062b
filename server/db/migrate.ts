import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { PROJECT_ROOT } from '../project-root';
import type { DatabaseHandle } from './database';

/** The folder of numbered SQL migrations: NNN_name.sql, applied in order, never edited once landed. */
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'server/db/migrations');

interface MigrationFile {
  version: number;
  name: string;
  file: string;
}

/** The migration files, in order; a badly named file is an error, not skipped. */
export function migrationFiles(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => {
      const match = /^(\d{3})_([a-z0-9_]+)\.sql$/.exec(name);
      if (!match) throw new Error(`Migration ${name} must be named NNN_name.sql`);
      return { version: Number(match[1]), name: match[2] ?? name, file: join(dir, name) };
    })
    .sort((a, b) => a.version - b.version);
}

/** Applies the migrations not applied yet, each in its own transaction; answers the versions applied. */
export async function migrate(handle: DatabaseHandle, dir: string = MIGRATIONS_DIR): Promise<number[]> {
  await handle.execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set((await handle.db.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version));
  const done: number[] = [];
  for (const migration of migrationFiles(dir)) {
    if (applied.has(migration.version)) continue;
    const script = readFileSync(migration.file, 'utf8');
    await handle.execScript(`BEGIN;\n${script}\nINSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name}');\nCOMMIT;`);
    done.push(migration.version);
  }
  await sql`select 1`.execute(handle.db);
  return done;
}
