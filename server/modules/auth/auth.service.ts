import { auditActorOf, recordAudit, recordCallEvent } from '../../audit/audit-writer';
import { actorUserId, type CallContext } from '../../context/office-context';
import { httpError } from '../../plugins/errors';
import { isLocked, recordCredentialFailure } from '../../security/lockout';
import { verifyPassword } from '../../security/passwords';
import { revokeSession } from '../../sessions/session-store';
import { officeOf, ownUserId, type OwnContext } from '../../context/own-context';
import { recordSecurityEvent } from '../../users/security-events';
import { findLoginAccount, findOwnUser } from '../../users/user-queries';

/**
 * The first step of a password sign-in: the account must exist, not be locked, have this password, be active
 * and have a confirmed address. A locked account is refused before its password is checked (423
 * ACCOUNT_LOCKED); a wrong password counts towards the lock. Unknown addresses and wrong passwords get the
 * same answer. Every failure is recorded.
 */
export async function checkPasswordStep(ctx: CallContext, email: string, password: string): Promise<{ userId: string }> {
  const { db } = ctx;
  const account = await findLoginAccount(db, email);
  const refuse = async (reason: string) => {
    if (account) await recordSecurityEvent(ctx, { userId: account.id, tenantId: null, eventType: 'login', success: false, details: { reason } });
    await recordCallEvent(ctx, { eventType: 'auth.login', serviceName: 'auth', success: false, userId: account?.id ?? null, details: { reason } });
  };
  if (account && isLocked(account.locked_until)) {
    await refuse('locked');
    throw httpError(423, 'ACCOUNT_LOCKED');
  }
  // Verified even without an account, so that the answer takes as long either way.
  const passwordMatches = await verifyPassword(account?.password_hash, password);
  if (!account || !passwordMatches) {
    await refuse(account ? 'invalid-password' : 'unknown-account');
    if (account && (await recordCredentialFailure(db, { userId: account.id, ip: ctx.origin.ip, userAgent: ctx.origin.userAgent, kind: 'password' })).locked) throw httpError(423, 'ACCOUNT_LOCKED');
    throw httpError(401, 'INVALID_CREDENTIALS');
  }
  if (!account.is_active) {
    await refuse('inactive');
    throw httpError(403, 'ACCOUNT_DISABLED');
  }
  if (!account.email_verified_at) {
    await refuse('email-not-verified');
    throw httpError(403, 'EMAIL_NOT_VERIFIED');
  }
  return { userId: account.id };
}

/** Ends the signed-in user's session, audited in the office they act in. */
export async function signOut(ctx: OwnContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, ownUserId(ctx), sessionId, new Date());
  const office = officeOf(ctx);
  if (office) await recordAudit(ctx.db, auditActorOf(office), { eventType: 'auth.logout', serviceName: 'auth', entityType: 'session', entityId: sessionId, success: true });
}

/** The signed-in user's own record; undefined for a caller who is nobody signed in, or whose account is gone. */
export async function currentUser(ctx: CallContext) {
  const userId = actorUserId(ctx.actor);
  return userId ? findOwnUser(ctx.db, userId) : undefined;
}
