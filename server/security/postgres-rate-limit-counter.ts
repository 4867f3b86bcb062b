import { sql, type Kysely } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import { bucketName, type RateLimitCounter, type WindowCount } from './rate-limit-counter';

/** How often one process deletes the counters whose window has ended. */
const PRUNE_EVERY_MS = 60_000;

/** A counter in the database: the rate_limit_buckets table, through its two functions (migration 008). */
export interface PostgresRateLimitCounter extends RateLimitCounter {
  /** Deletes the counters whose window has ended; answers how many. */
  prune(): Promise<number>;
}

/** Counts in rate_limit_buckets as the application role, which may only call rate_limit_hit and rate_limit_prune. */
export function postgresRateLimitCounter(db: Kysely<Database>, namespace: string): PostgresRateLimitCounter {
  // Only when to prune next is kept here; the counts themselves are in the database.
  let nextPruneAt = Date.now() + PRUNE_EVERY_MS;
  const prune = async (): Promise<number> =>
    withContext(db, {}, async (trx) => (await sql<{ pruned: number }>`select rate_limit_prune() as pruned`.execute(trx)).rows[0]?.pruned ?? 0);
  return {
    async hit(key, windowMs): Promise<WindowCount> {
      const row = await withContext(db, {}, async (trx) =>
        (await sql<{ hits: number; reset_ms: number }>`select hits, reset_ms from rate_limit_hit(${bucketName(namespace, key)}, ${Math.max(1, Math.ceil(windowMs))})`.execute(trx)).rows[0],
      );
      if (!row) throw new Error('rate_limit_hit answered no row');
      if (Date.now() >= nextPruneAt) {
        nextPruneAt = Date.now() + PRUNE_EVERY_MS;
        await prune();
      }
      return { hits: row.hits, resetInMs: Math.ceil(row.reset_ms) };
    },
    prune,
    // The database handle belongs to the app, which closes it.
    close: async () => undefined,
  };
}
