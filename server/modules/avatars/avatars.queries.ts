import type { ScopedTransaction } from '../../db/context';

/** Whether the transaction's user may see this user: themself, or a member of the transaction's tenant (row-level security decides). */
export async function isUserVisible(trx: ScopedTransaction, userId: string): Promise<boolean> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The storage key of a user's avatar, if they have one; only the user's own profile row is visible. */
export async function findAvatarKey(trx: ScopedTransaction, userId: string): Promise<string | null> {
  const row = await trx.selectFrom('user_profiles').select('avatar_key').where('user_id', '=', userId).executeTakeFirst();
  return row?.avatar_key ?? null;
}

/** The avatar key of a user's profile row, locked until the transaction ends so that uploads replace one another in turn. */
export async function lockAvatarKey(trx: ScopedTransaction, userId: string): Promise<string | null> {
  const row = await trx.selectFrom('user_profiles').select('avatar_key').where('user_id', '=', userId).forUpdate().executeTakeFirst();
  return row?.avatar_key ?? null;
}

/** Sets a user's avatar key (null: none), creating their profile row when there is none yet. */
export async function saveAvatarKey(trx: ScopedTransaction, userId: string, avatarKey: string | null): Promise<void> {
  await trx
    .insertInto('user_profiles')
    .values({ user_id: userId, avatar_key: avatarKey })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ avatar_key: avatarKey, updated_at: new Date() }))
    .execute();
}
