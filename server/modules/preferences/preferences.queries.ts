import type { ScopedTransaction } from '../../db/context';

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
