import type { ScopedTransaction } from '../../db/context';

/** The transaction's user's sessions that are still open, the most recently used first. */
export async function openSessions(trx: ScopedTransaction, now: Date) {
  return trx
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
}
