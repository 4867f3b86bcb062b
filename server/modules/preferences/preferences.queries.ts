import type { ScopedTransaction } from '../../db/context';

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

/** Replaces the JSON of a user's preferences. */
export async function savePreferencesJson(trx: ScopedTransaction, userId: string, preferences: Record<string, unknown>, now: Date): Promise<void> {
  const json = JSON.stringify(preferences);
  await trx
    .insertInto('user_preferences')
    .values({ user_id: userId, preferences: json, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ preferences: json, updated_at: now }))
    .execute();
}

/** Sets the language of a user's profile, creating their profile row when there is none yet. */
export async function saveProfileLanguage(trx: ScopedTransaction, userId: string, language: 'he' | 'en' | 'es', now: Date): Promise<void> {
  await trx
    .insertInto('user_profiles')
    .values({ user_id: userId, language, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ language, updated_at: now }))
    .execute();
}
