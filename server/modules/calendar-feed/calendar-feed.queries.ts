import { sql, type Kysely } from 'kysely';
import { withContext, type ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';

/** A member's live feed: its id and when it was made. */
export interface LiveFeed {
  id: string;
  created_at: Date;
}

/** The transaction's member's live feed, if any (row-level security shows only their own), locked with `lock`. */
export function liveFeed(trx: ScopedTransaction, userId: string, lock = false): Promise<LiveFeed | undefined> {
  const query = trx.selectFrom('calendar_feeds').select(['id', 'created_at']).where('user_id', '=', userId).where('revoked_at', 'is', null);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Revokes a feed now. */
export async function revokeFeedRow(trx: ScopedTransaction, id: string): Promise<Date> {
  return (await trx.updateTable('calendar_feeds').set({ revoked_at: sql`now()` }).where('id', '=', id).returning('revoked_at').executeTakeFirstOrThrow()).revoked_at!;
}

/** Adds a live feed of the member in the transaction's office, by its token's hash; answers its id and time. */
export function insertFeed(trx: ScopedTransaction, tenantId: string, userId: string, tokenHash: Buffer): Promise<LiveFeed> {
  return trx.insertInto('calendar_feeds').values({ tenant_id: tenantId, user_id: userId, token_hash: tokenHash }).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

/** Whom a live feed answers for, found by its token's hash before any office is known (calendar_feed_lookup). */
export interface FeedOwner {
  tenant_id: string;
  user_id: string;
  role: string;
  professional_role: string | null;
}

/** The office and member of a live feed by its token's hash; undefined for an unknown or revoked one. */
export async function findFeedOwner(db: Kysely<Database>, tokenHash: Buffer): Promise<FeedOwner | undefined> {
  return withContext(db, {}, async (trx) => (await sql<FeedOwner>`select * from calendar_feed_lookup(${tokenHash})`.execute(trx)).rows[0]);
}
