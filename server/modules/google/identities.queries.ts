import { sql, type Kysely } from 'kysely';
import { withContext, type ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';

/** A user's linked Google account, as the user sees it. */
export interface OwnIdentity {
  subject: string;
  email: string | null;
  linked_at: Date;
}

/** The user a Google account is linked to, if any (identity_lookup: before the user is known). */
export async function identityOwner(db: Kysely<Database>, subject: string): Promise<string | undefined> {
  return withContext(db, {}, async (trx) => (await sql<{ user_id: string }>`select user_id from identity_lookup('google', ${subject})`.execute(trx)).rows[0]?.user_id);
}

/** The Google account linked to this user, if any. */
export async function ownIdentity(db: Kysely<Database>, userId: string): Promise<OwnIdentity | undefined> {
  return withContext(db, { userId }, (trx) =>
    trx.selectFrom('user_identities').select(['subject', 'email', 'linked_at']).where('user_id', '=', userId).where('provider', '=', 'google').executeTakeFirst(),
  );
}

/** What Google sign-in and unlinking decide on about an account: active, locked, confirmed, has a password. */
export async function accountFacts(db: Kysely<Database>, userId: string) {
  return withContext(db, { userId }, (trx) =>
    trx
      .selectFrom('users')
      .select((eb) => ['id', 'email', 'is_active', 'locked_until', 'email_verified_at', 'mfa_enabled', eb('password_hash', 'is not', null).as('has_password')])
      .where('id', '=', userId)
      .executeTakeFirst(),
  );
}

/** Links a Google account to the transaction's user. */
export async function insertIdentity(trx: ScopedTransaction, identity: { userId: string; subject: string; email: string | null; now: Date }): Promise<void> {
  await trx
    .insertInto('user_identities')
    .values({ provider: 'google', subject: identity.subject, user_id: identity.userId, email: identity.email, linked_at: identity.now, last_used_at: identity.now })
    .execute();
}

/** Removes the transaction's user's Google link; answers what was removed. */
export async function deleteIdentity(trx: ScopedTransaction, userId: string): Promise<OwnIdentity | undefined> {
  return trx.deleteFrom('user_identities').where('user_id', '=', userId).where('provider', '=', 'google').returning(['subject', 'email', 'linked_at']).executeTakeFirst();
}

/** Records a sign-in with a linked Google account, and the address Google now gives. */
export async function touchIdentity(db: Kysely<Database>, userId: string, subject: string, email: string | null, now = new Date()): Promise<void> {
  await withContext(db, { userId }, (trx) =>
    trx
      .updateTable('user_identities')
      .set({ last_used_at: now, ...(email ? { email } : {}) })
      .where('user_id', '=', userId)
      .where('provider', '=', 'google')
      .where('subject', '=', subject)
      .execute(),
  );
}
