import type { Kysely } from 'kysely';
import { writeAudit, type AuditActor, type AuditEntry } from '../../audit/audit-writer';
import { withContext, type ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';

/** An account as multi-factor sees it: its address, password hash, flag, and authenticator if any. */
export interface AccountMfa {
  email: string;
  passwordHash: string | null;
  mfaEnabled: boolean;
  authenticator: { secretSealed: string; lastUsedCounter: number; enabledAt: Date } | null;
}

/** A change to audit: in its tenant's log when there is one, else the platform's. */
export interface MfaAudit {
  actor: Omit<AuditActor, 'tenantId'> & { tenantId: string | null };
  entry: AuditEntry;
}

async function writeMfaAudit(trx: ScopedTransaction, { actor, entry }: MfaAudit): Promise<void> {
  if (actor.tenantId) {
    await writeAudit(trx, { ...actor, tenantId: actor.tenantId }, entry);
    return;
  }
  await trx
    .insertInto('platform_audit_log')
    .values({ event_type: entry.eventType, service_name: entry.serviceName, success: entry.success, user_id: actor.userId, details: JSON.stringify({ entityType: entry.entityType, entityId: entry.entityId, after: entry.after }), ip: actor.ip, user_agent: actor.userAgent })
    .execute();
}

/** The account's multi-factor facts. */
export async function findAccountMfa(db: Kysely<Database>, userId: string): Promise<AccountMfa | undefined> {
  const row = await withContext(db, { userId }, (trx) =>
    trx
      .selectFrom('users')
      .leftJoin('user_mfa', 'user_mfa.user_id', 'users.id')
      .select(['users.email', 'users.password_hash', 'users.mfa_enabled', 'user_mfa.secret_sealed', 'user_mfa.last_used_counter', 'user_mfa.enabled_at'])
      .where('users.id', '=', userId)
      .executeTakeFirst(),
  );
  if (!row) return undefined;
  const authenticator = row.secret_sealed !== null && row.last_used_counter !== null && row.enabled_at !== null
    ? { secretSealed: row.secret_sealed, lastUsedCounter: Number(row.last_used_counter), enabledAt: new Date(row.enabled_at) }
    : null;
  return { email: row.email, passwordHash: row.password_hash, mfaEnabled: row.mfa_enabled, authenticator };
}

/** A new authenticator: its sealed secret and the time step of the code that confirmed it. */
export interface NewAuthenticator {
  userId: string;
  secretSealed: string;
  counter: number;
  now: Date;
}

/**
 * Turns multi-factor on, in one transaction: the user's flag, the authenticator and the audit entry. Answers
 * false when it was on already (a second confirmation racing the first).
 */
export async function enableAuthenticator(db: Kysely<Database>, change: NewAuthenticator, audit: MfaAudit): Promise<boolean> {
  const { userId, secretSealed, counter, now } = change;
  return withContext(db, { userId, tenantId: audit.actor.tenantId }, async (trx) => {
    const flagged = await trx.updateTable('users').set({ mfa_enabled: true, updated_at: now }).where('id', '=', userId).where('mfa_enabled', '=', false).executeTakeFirst();
    if (Number(flagged.numUpdatedRows) !== 1) return false;
    const values = { secret_sealed: secretSealed, enabled_at: now, last_used_counter: counter, updated_at: now };
    await trx.insertInto('user_mfa').values({ user_id: userId, ...values }).onConflict((conflict) => conflict.column('user_id').doUpdateSet(values)).execute();
    await writeMfaAudit(trx, audit);
    return true;
  });
}

/**
 * Records a code's time step as used, unless that step or a later one was used already: one atomic update,
 * so two simultaneous uses of one code cannot both pass. Answers whether the code may be accepted.
 */
export async function useCodeStep(db: Kysely<Database>, userId: string, counter: number, now = new Date()): Promise<boolean> {
  const result = await withContext(db, { userId }, (trx) =>
    trx.updateTable('user_mfa').set({ last_used_counter: counter, updated_at: now }).where('user_id', '=', userId).where('last_used_counter', '<', String(counter)).executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Turns multi-factor off with a code of time step `counter`, in one transaction: the authenticator removed
 * (only if that step was not used yet), the flag cleared, the audit entry written. Answers false when the
 * code's step was used meanwhile.
 */
export async function removeAuthenticator(db: Kysely<Database>, change: { userId: string; counter: number; now: Date }, audit: MfaAudit): Promise<boolean> {
  const { userId, counter, now } = change;
  return withContext(db, { userId, tenantId: audit.actor.tenantId }, async (trx) => {
    const removed = await trx.deleteFrom('user_mfa').where('user_id', '=', userId).where('last_used_counter', '<', String(counter)).executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) return false;
    await trx.updateTable('users').set({ mfa_enabled: false, updated_at: now }).where('id', '=', userId).execute();
    await writeMfaAudit(trx, audit);
    return true;
  });
}

/** Audits an event that changes nothing else (a set-up started, a refusal), in a transaction of its own. */
export async function recordMfaAudit(db: Kysely<Database>, audit: MfaAudit): Promise<void> {
  await withContext(db, { userId: audit.actor.userId, tenantId: audit.actor.tenantId }, (trx) => writeMfaAudit(trx, audit));
}
