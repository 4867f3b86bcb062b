import type { ScopedTransaction } from '../db/context';

/** What is stored of a user's preferences: the JSON of those they set, and the language of their profile. */
export interface StoredPreferences {
  preferences: Record<string, unknown>;
  language: string | null;
}

/** A user's stored preferences; with `lock`, their account stays locked until the transaction ends, so that updates merge in turn. */
export async function readStoredPreferences(trx: ScopedTransaction, userId: string, lock = false): Promise<StoredPreferences> {
  const preferences = trx.selectFrom('user_preferences').select('preferences').where('user_id', '=', userId);
  const profile = trx.selectFrom('user_profiles').select('language').where('user_id', '=', userId);
  // The account row is the user's lock: profile and preference updates of one user take turns on it.
  if (lock) await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const [row, profileRow] = [await preferences.executeTakeFirst(), await profile.executeTakeFirst()];
  const stored = row?.preferences;
  return { preferences: stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}, language: profileRow?.language ?? null };
}
