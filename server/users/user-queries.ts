import { sql, type Kysely } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';

/** An account as sign-in sees it. */
export interface LoginAccount {
  id: string;
  email: string;
  password_hash: string | null;
  is_active: boolean;
  email_verified_at: Date | null;
  mfa_enabled: boolean;
  locked_until: Date | null;
  password_changed_at: Date | null;
  created_at: Date;
  is_super_admin: boolean;
}

/** The account with this e-mail address, whatever its case, if any. */
export async function findLoginAccount(db: Kysely<Database>, email: string): Promise<LoginAccount | undefined> {
  return withContext(db, {}, async (trx) => (await sql<LoginAccount>`select * from login_lookup(${email})`.execute(trx)).rows[0]);
}

/** A user's own record. */
export async function findOwnUser(db: Kysely<Database>, userId: string) {
  return withContext(db, { userId }, (trx) =>
    trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'is_active', 'is_super_admin', 'mfa_enabled', 'created_at', 'updated_at'])
      .where('id', '=', userId)
      .executeTakeFirst(),
  );
}

/** What the sign-in steps need of an account: its address, authenticator, password age. */
export async function findPasswordFacts(db: Kysely<Database>, userId: string) {
  return withContext(db, { userId }, (trx) =>
    trx.selectFrom('users').select(['id', 'email', 'mfa_enabled', 'password_changed_at', 'created_at', 'locked_until', 'is_active']).where('id', '=', userId).executeTakeFirst(),
  );
}
