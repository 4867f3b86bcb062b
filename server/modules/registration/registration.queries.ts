import { sql, type Kysely } from 'kysely';
import { writeAudit, type AuditActor, type AuditEntry } from '../../audit/audit-writer';
import { withContext } from '../../db/context';
import type { Database } from '../../db/schema';

/** An audit entry to write in a tenant, inside the transaction of the change. */
export interface TenantAudit {
  actor: AuditActor;
  entry: AuditEntry;
}

/** Whether an account has this e-mail address, whatever its case. */
export async function isEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return withContext(db, {}, async (trx) => (await sql<{ taken: boolean }>`select email_taken(${email}) as taken`.execute(trx)).rows[0]?.taken === true);
}

/** Whether an office already has this slug. */
export async function isSlugTaken(db: Kysely<Database>, slug: string): Promise<boolean> {
  return withContext(db, {}, async (trx) => (await sql<{ taken: boolean }>`select tenant_slug_taken(${slug}) as taken`.execute(trx)).rows[0]?.taken === true);
}

/** Everything registration creates, with the ids chosen beforehand. */
export interface NewRegistration {
  tenantId: string;
  userId: string;
  slug: string;
  officeName: string;
  officeType: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  professionalRole: string;
  tokenHash: Buffer;
  tokenExpiresAt: Date;
}

/** Creates the office, its admin (unconfirmed), the membership and the confirmation token in one transaction, with its audit entry. */
export async function insertRegistration(db: Kysely<Database>, reg: NewRegistration, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await withContext(db, { tenantId: reg.tenantId, userId: reg.userId }, async (trx) => {
    await trx.insertInto('tenants').values({ id: reg.tenantId, slug: reg.slug, name: reg.officeName, office_type: reg.officeType }).execute();
    await trx
      .insertInto('users')
      .values({ id: reg.userId, email: reg.email, password_hash: reg.passwordHash, first_name: reg.firstName, last_name: reg.lastName, email_verified_at: null, password_changed_at: new Date() })
      .execute();
    await trx.insertInto('memberships').values({ tenant_id: reg.tenantId, user_id: reg.userId, role: 'admin', professional_role: reg.professionalRole }).execute();
    await trx.insertInto('email_confirmations').values({ token_hash: reg.tokenHash, user_id: reg.userId, expires_at: reg.tokenExpiresAt }).execute();
    await writeAudit(trx, actor, entry);
  });
}

/** A confirmation token as confirming sees it. */
export interface ConfirmationToken {
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  email_verified_at: Date | null;
  user_is_active: boolean;
}

/** The confirmation token with this hash, if any (past row-level security, that one row only). */
export async function findConfirmationToken(db: Kysely<Database>, tokenHash: Buffer): Promise<ConfirmationToken | undefined> {
  return withContext(db, {}, async (trx) => (await sql<ConfirmationToken>`select * from email_confirmation_lookup(${tokenHash})`.execute(trx)).rows[0]);
}

/**
 * Uses a token and marks its user's address confirmed, with the audit entry, in one transaction; answers
 * false when the token was used or expired meanwhile (a second request with the same token).
 */
export async function useConfirmationToken(db: Kysely<Database>, tokenHash: Buffer, userId: string, now: Date, audit: TenantAudit | undefined): Promise<boolean> {
  return withContext(db, { tenantId: audit?.actor.tenantId ?? null, userId }, async (trx) => {
    const used = await trx
      .updateTable('email_confirmations')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx.updateTable('users').set({ email_verified_at: now, updated_at: now }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
    if (audit) await writeAudit(trx, audit.actor, audit.entry);
    return true;
  });
}

/** An account as resending sees it. */
export interface ResendAccount {
  id: string;
  email: string;
  is_active: boolean;
  email_verified_at: Date | null;
}

/** The account with this e-mail address, whatever its case, if any. */
export async function findAccountByEmail(db: Kysely<Database>, email: string): Promise<ResendAccount | undefined> {
  return withContext(db, {}, async (trx) => (await sql<ResendAccount>`select id, email, is_active, email_verified_at from login_lookup(${email})`.execute(trx)).rows[0]);
}

/** Ends the user's unused tokens and issues a new one, with the audit entry, in one transaction. */
export async function replaceConfirmationToken(db: Kysely<Database>, userId: string, tokenHash: Buffer, expiresAt: Date, now: Date, audit: TenantAudit | undefined): Promise<void> {
  await withContext(db, { tenantId: audit?.actor.tenantId ?? null, userId }, async (trx) => {
    await trx.updateTable('email_confirmations').set({ expires_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).where('expires_at', '>', now).execute();
    await trx.insertInto('email_confirmations').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt }).execute();
    if (audit) await writeAudit(trx, audit.actor, audit.entry);
  });
}
