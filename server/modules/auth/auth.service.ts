import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordPlatformEvent } from '../../audit/audit-writer';
import type { Database } from '../../db/schema';
import { httpError } from '../../plugins/errors';
import { isLocked, recordCredentialFailure } from '../../security/lockout';
import { verifyPassword } from '../../security/passwords';
import { findLoginAccount, recordSecurityEvent } from './auth.queries';
import { requestFacts } from './sign-in/sign-in-context';

/**
 * The first step of a password sign-in: the account must exist, not be locked, have this password, be active
 * and have a confirmed address. A locked account is refused before its password is checked (423
 * ACCOUNT_LOCKED); a wrong password counts towards the lock. Unknown addresses and wrong passwords get the
 * same answer. Every failure is recorded.
 */
export async function checkPasswordStep(db: Kysely<Database>, request: FastifyRequest, email: string, password: string): Promise<{ userId: string }> {
  const account = await findLoginAccount(db, email);
  const { ip, userAgent } = requestFacts(request);
  const refuse = async (reason: string) => {
    if (account) await recordSecurityEvent(db, { userId: account.id, tenantId: null, eventType: 'login', success: false, ip, userAgent, details: { reason } });
    await recordPlatformEvent(db, request, { eventType: 'auth.login', serviceName: 'auth', success: false, userId: account?.id ?? null, details: { reason } });
  };
  if (account && isLocked(account.locked_until)) {
    await refuse('locked');
    throw httpError(423, 'ACCOUNT_LOCKED');
  }
  // Verified even without an account, so that the answer takes as long either way.
  const passwordMatches = await verifyPassword(account?.password_hash, password);
  if (!account || !passwordMatches) {
    await refuse(account ? 'invalid-password' : 'unknown-account');
    if (account && (await recordCredentialFailure(db, { userId: account.id, ip, userAgent, kind: 'password' })).locked) throw httpError(423, 'ACCOUNT_LOCKED');
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
