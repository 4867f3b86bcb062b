import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { listenOnPostgres, type OnListening, type Unlisten } from './postgres-listener';
import type { Database } from './schema';

/** Which engine holds the data: the embedded PGlite, or a PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgres';

/** A database handle: Kysely for queries, and raw multi-statement execution for migrations. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Runs a script of several SQL statements (a migration file). */
  execScript(sql: string): Promise<void>;
  /**
   * Calls onPayload with each NOTIFY's payload on a channel, from every connection to the database (on PostgreSQL,
   * from every server process); answers how to stop. onListening hears when the channel is listened to and when a
   * lost connection may have missed notifications.
   */
  listen(channel: string, onPayload: (payload: string) => void, onListening?: OnListening): Promise<Unlisten>;
  /** PGlite only: the whole data folder as a tar archive, to start another database from (DatabaseLocation). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Where to find the data: a PostgreSQL address, or a folder for PGlite (absent: in memory), which may start from
 * another PGlite's dump (`dumpDataDir`) instead of an empty database.
 */
export type DatabaseLocation = { url: string } | { dataDir?: string; startFrom?: Blob };

/**
 * PGlite's own settings. Its default shared buffers (128 MB, PostgreSQL's) live inside the WebAssembly memory, which
 * never shrinks, and were a quarter of the server's idle memory; PGlite reads through the operating system's file
 * cache like PostgreSQL, so 32 MB holds an office's hot indexes without holding the machine (README, Memory).
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/**
 * Opens the database with one code path for both engines: Kysely over `pg` for PostgreSQL, over PGlite
 * (embedded PostgreSQL) otherwise.
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 20 });
    // A pool error (a dropped idle connection) must not bring the process down; the next query reconnects.
    pool.on('error', () => undefined);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      execScript: async (script) => {
        await pool.query(script);
      },
      listen: (channel, onPayload, onListening) => listenOnPostgres(location.url, channel, onPayload, onListening),
      close: async () => {
        await pool.end();
      },
    };
  }
  if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of client search (migration 010); btree_gist: the appointments' exclusion
  // constraint (migration 027); as on a PostgreSQL server.
  const options = { extensions: { pg_trgm, btree_gist }, postgresqlconf: PGLITE_SETTINGS, ...(location.startFrom ? { loadDataDir: location.startFrom } : {}) };
  const pglite = location.dataDir ? new PGlite(location.dataDir, options) : new PGlite(options);
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    execScript: async (script) => {
      await pglite.exec(script);
    },
    // PGlite is one connection: its own LISTEN hears what any of its transactions notify, once committed.
    // Its callbacks run as the commit's answer is read, before the committing caller goes on.
    listen: async (channel, onPayload, onListening) => {
      const stop = await pglite.listen(channel, onPayload);
      onListening?.(true);
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    dump: () => pglite.dumpDataDir('none'),
    // Destroying Kysely closes PGlite through the dialect.
    close: async () => db.destroy(),
  };
}
