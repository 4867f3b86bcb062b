import { sql, type Kysely } from 'kysely';
import { writeAudit, type AuditEntry } from '../../audit/audit-writer';
import type { Origin } from '../../context/office-context';
import { withContext, type ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';

/** An account's event to audit: in each office it belongs to, or on the platform when it belongs to none. */
export interface AccountAudit {
  tenantIds: string[];
  /** Who acted: the account itself, or nobody known (an anonymous request). */
  actorUserId: string | null;
  origin: Origin;
  entry: AuditEntry;
}

// The schema allows preventReuse up to 24: older passwords are of no use.
const HISTORY_KEPT = 24;

// One transaction may write in several tenants: the tenant setting is switched before each entry, as
// row-level security of audit_log asks.
async function writeAccountAudit(trx: ScopedTransaction, audit: AccountAudit): Promise<void> {
  const { origin, entry } = audit;
  if (audit.tenantIds.length === 0) {
    await trx
      .insertInto('platform_audit_log')
      .values({ event_type: entry.eventType, service_name: entry.serviceName, success: entry.success, user_id: audit.actorUserId, details: JSON.stringify({ entityType: entry.entityType, entityId: entry.entityId, after: entry.after }), ip: origin.ip, user_agent: origin.userAgent })
      .execute();
    return;
  }
  for (const tenantId of audit.tenantIds) {
    await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(trx);
    await writeAudit(trx, { tenantId, userId: audit.actorUserId, ip: origin.ip, userAgent: origin.userAgent }, entry);
  }
}

/** Records an account's event with no other change (a refusal), in its own transaction. */
export async function recordAccountAudit(db: Kysely<Database>, audit: AccountAudit): Promise<void> {
  await withContext(db, { userId: audit.actorUserId }, (trx) => writeAccountAudit(trx, audit));
}

/** An account as forgot-password sees it. */
export interface ResetAccount {
  id: string;
  email: string;
  is_active: boolean;
  email_verified_at: Date | null;
}

/** The account with this e-mail address, whatever its case, if any. */
export async function findResetAccount(db: Kysely<Database>, email: string): Promise<ResetAccount | undefined> {
  return withContext(db, {}, async (trx) => (await sql<ResetAccount>`select id, email, is_active, email_verified_at from login_lookup(${email})`.execute(trx)).rows[0]);
}

/** A new reset token: its hash, its lifetime, and how many reset mails the account may have had in the last hour. */
export interface NewResetToken {
  userId: string;
  tokenHash: Buffer;
  expiresAt: Date;
  now: Date;
  ip: string | null;
  /** At most this many tokens in the hour before `now`; beyond it none is issued. */
  maxPerHour: number;
}

/**
 * Issues a reset token unless the account had `maxPerHour` of them in the last hour: its earlier unused
 * tokens stop working, and the audit entry is written, in one transaction (the account's row is locked, so
 * that simultaneous requests count right). Answers whether the token was issued.
 */
export async function issueResetToken(db: Kysely<Database>, token: NewResetToken, audit: AccountAudit): Promise<boolean> {
  return withContext(db, { userId: token.userId }, async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', token.userId).forUpdate().execute();
    const hourAgo = new Date(token.now.getTime() - 3_600_000);
    const recent = await trx.selectFrom('password_resets').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', token.userId).where('created_at', '>', hourAgo).executeTakeFirstOrThrow();
    if (Number(recent.n) >= token.maxPerHour) return false;
    await trx.updateTable('password_resets').set({ expires_at: token.now }).where('user_id', '=', token.userId).where('used_at', 'is', null).where('expires_at', '>', token.now).execute();
    await trx.insertInto('password_resets').values({ token_hash: token.tokenHash, user_id: token.userId, expires_at: token.expiresAt, created_at: token.now, ip: token.ip }).execute();
    await writeAccountAudit(trx, audit);
    return true;
  });
}

/** A reset token as resetting sees it. */
export interface ResetToken {
  user_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
  user_is_active: boolean;
}

/** The reset token with this hash, if any (past row-level security, that one row only). */
export async function findResetToken(db: Kysely<Database>, tokenHash: Buffer): Promise<ResetToken | undefined> {
  return withContext(db, {}, async (trx) => (await sql<ResetToken>`select * from password_reset_lookup(${tokenHash})`.execute(trx)).rows[0]);
}

/** An account's own password facts: its e-mail, its current hash. */
export async function findOwnPassword(db: Kysely<Database>, userId: string): Promise<{ email: string; password_hash: string | null } | undefined> {
  return withContext(db, { userId }, (trx) => trx.selectFrom('users').select(['email', 'password_hash']).where('id', '=', userId).executeTakeFirst());
}

/** The hashes of an account's last `depth` passwords, the current one first. */
export async function recentPasswordHashes(db: Kysely<Database>, userId: string, depth: number): Promise<string[]> {
  if (depth <= 0) return [];
  return withContext(db, { userId }, async (trx) => {
    const current = await trx.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
    const earlier = await trx.selectFrom('password_history').select('password_hash').where('user_id', '=', userId).orderBy('replaced_at', 'desc').limit(depth).execute();
    const hashes = [current?.password_hash, ...earlier.map((row) => row.password_hash)].filter((hash): hash is string => Boolean(hash));
    return [...new Set(hashes)].slice(0, depth);
  });
}

/** A new password for an account: its hash, and when. */
export interface PasswordUpdate {
  userId: string;
  passwordHash: string;
  now: Date;
}

// The replaced hash goes to the history (the oldest beyond what any policy asks for are dropped), the new one in place.
async function replacePassword(trx: ScopedTransaction, update: PasswordUpdate): Promise<void> {
  const { userId, passwordHash, now } = update;
  const current = await trx.selectFrom('users').select('password_hash').where('id', '=', userId).forUpdate().executeTakeFirst();
  if (current?.password_hash) await trx.insertInto('password_history').values({ user_id: userId, password_hash: current.password_hash, replaced_at: now }).execute();
  await sql`delete from password_history where user_id = ${userId} and id not in (
    select id from password_history where user_id = ${userId} order by replaced_at desc limit ${HISTORY_KEPT})`.execute(trx);
  await trx.updateTable('users').set({ password_hash: passwordHash, password_changed_at: now, updated_at: now }).where('id', '=', userId).execute();
}

/**
 * Resets a password with a token, in one transaction: the token is used (answers false when it was used or
 * expired meanwhile), the account's other tokens are spent, the password replaced, every session ended, and
 * the audit written (with how many sessions ended).
 */
export async function applyReset(db: Kysely<Database>, tokenHash: Buffer, update: PasswordUpdate, audit: AccountAudit): Promise<boolean> {
  const { userId, now } = update;
  return withContext(db, { userId }, async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await replacePassword(trx, update);
    const ended = await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
    await writeAccountAudit(trx, { ...audit, entry: { ...audit.entry, after: { endedSessions: Number(ended.numUpdatedRows) } } });
    return true;
  });
}

/**
 * Changes a password from a signed-in session, in one transaction: the password replaced, every other
 * session ended, this session's "password change required" mark cleared, and the audit written.
 */
export async function applyChange(db: Kysely<Database>, sessionId: string, update: PasswordUpdate, audit: AccountAudit): Promise<number> {
  const { userId, now } = update;
  return withContext(db, { userId }, async (trx) => {
    await replacePassword(trx, update);
    const ended = await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('id', '!=', sessionId).where('revoked_at', 'is', null).executeTakeFirst();
    await trx.updateTable('sessions').set({ password_change_required: false }).where('id', '=', sessionId).execute();
    const endedSessions = Number(ended.numUpdatedRows);
    await writeAccountAudit(trx, { ...audit, entry: { ...audit.entry, after: { endedSessions } } });
    return endedSessions;
  });
}
