import type { Kysely } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import { readStoredPreferences } from './stored-preferences';
import { effectivePreferences, SESSION_TIMEOUT_MINUTES } from './user-preferences';

/**
 * The idle timeout a user chose for their sessions, in minutes, or null when they chose none ('never', or
 * never set): sign-in then keeps the smaller of this and the office's timeout, or the office's alone.
 */
export async function preferredSessionTimeoutMinutes(db: Kysely<Database>, userId: string): Promise<number | null> {
  const stored = await withContext(db, { userId }, (trx) => readStoredPreferences(trx, userId));
  return SESSION_TIMEOUT_MINUTES[effectivePreferences(stored.preferences, 'he').sessionTimeout];
}
