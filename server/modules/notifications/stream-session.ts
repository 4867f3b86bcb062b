import { sql, type Kysely } from 'kysely';
import { withContext } from '../../db/context';
import type { Database } from '../../db/schema';

interface SessionState {
  user_id: string;
  revoked_at: Date | null;
  user_is_active: boolean;
  expires_at: Date;
  last_seen_at: Date;
  idle_timeout_minutes: number;
}

/**
 * Whether the session a stream was opened with still holds: not signed out or revoked, its user active, within its
 * lifetimes. Unlike a request it does not refresh the session's last activity: an open tab left alone still times
 * out.
 */
export async function isSessionLive(db: Kysely<Database>, sessionId: string, userId: string, now = new Date()): Promise<boolean> {
  const row = await withContext(db, {}, async (trx) => (await sql<SessionState>`select * from session_by_id(${sessionId}::uuid)`.execute(trx)).rows[0]);
  if (!row || row.user_id !== userId || row.revoked_at || !row.user_is_active) return false;
  const idleFor = now.getTime() - new Date(row.last_seen_at).getTime();
  return now < new Date(row.expires_at) && idleFor < row.idle_timeout_minutes * 60_000;
}
