import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/** What the database holds, in brief: the row count of every table, and hashes of the rows a write would change in place. */
export type DatabaseFingerprint = Record<string, string | number>;

/**
 * The fingerprint of a database, read over the owner connection (`TestApp.database.db`, which row-level
 * security does not filter): the row count of every table, a hash of the tenants' overrides, a hash of the
 * users' rows (a lockout or password change edits a row without adding one) and the count of ended sessions.
 */
export async function databaseFingerprint(db: Kysely<Database>): Promise<DatabaseFingerprint> {
  const tables = await db.introspection.getTables();
  const fingerprint: DatabaseFingerprint = {};
  for (const table of tables) {
    // Rate-limit counters count every request, valid or not, as they did in memory before (migration 008); they are not data.
    if (table.name === 'rate_limit_buckets') continue;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(table.schema ?? 'public', table.name)}`.execute(db);
    fingerprint[`rows in ${table.name}`] = rows[0]!.n;
  }
  const extra = await sql<{ overrides: string; users: string; ended: number }>`
    select
      (select md5(coalesce(string_agg(id::text || '=' || overrides::text, ',' order by id), '')) from tenants) as overrides,
      (select md5(coalesce(string_agg(u::text, ',' order by u.id), '')) from users u) as users,
      (select count(*)::int from sessions where revoked_at is not null) as ended
  `.execute(db);
  const { overrides, users, ended } = extra.rows[0]!;
  return { ...fingerprint, 'tenants.overrides hash': overrides, 'users hash': users, 'ended sessions': ended };
}

/** The entries that differ between two fingerprints, as `name: before → after`. */
export function fingerprintChanges(before: DatabaseFingerprint, after: DatabaseFingerprint): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.filter((name) => before[name] !== after[name]).map((name) => `${name}: ${String(before[name])} → ${String(after[name])}`);
}
