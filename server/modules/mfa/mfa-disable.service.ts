import type { CallContext } from '../../context/office-context';
import type { Membership } from '../../http/request-context';
import { messageFor } from '../../i18n/messages';
import { fieldError, httpError } from '../../plugins/errors';
import { lockStateOf, recordCredentialFailure } from '../../security/lockout';
import { verifyPassword } from '../../security/passwords';
import { ownUserId } from '../../context/own-context';
import { recordSecurityEvent } from '../../users/security-events';
import type { SignInDeps } from '../auth/sign-in/sign-in-deps';
import { authenticatorFor, isCodeFormat } from './authenticator';
import { mfaError } from './mfa.messages';
import { findAccountMfa, recordMfaAudit, removeAuthenticator } from './mfa.queries';
import { officeRequiresMfa } from './mfa-policy';
import type { DisableBody } from './mfa.schemas';

const codeRefusal = (code: 'MFA_CODE_FORMAT_INVALID' | 'MFA_CODE_INVALID') => httpError(400, code, { errors: [fieldError('code', messageFor(code))] });

/** Multi-factor as the profile screen shows it. */
export async function mfaStatus(ctx: CallContext, deps: SignInDeps, memberships: readonly Membership[]): Promise<{ enabled: boolean; required: boolean; enabledAt: string | null }> {
  const account = await findAccountMfa(ctx.db, ownUserId(ctx));
  return {
    enabled: account?.mfaEnabled ?? false,
    required: officeRequiresMfa(deps, memberships),
    enabledAt: account?.authenticator?.enabledAt.toISOString() ?? null,
  };
}

/** The signed-in user's side of turning multi-factor off: their offices, and the one the change is recorded in. */
export interface SignedInUser {
  memberships: readonly Membership[];
  /** The office the call acts in, else the one its session signed in to. */
  tenantId: string | null;
}

/**
 * Turns the signed-in user's multi-factor off. Refused while an office of theirs requires it (409). The
 * password and a current code must both be right; a wrong one counts towards the account lock. The code is
 * accepted once, like at sign-in.
 */
export async function disableMfa(ctx: CallContext, deps: SignInDeps, user: SignedInUser, body: DisableBody, now = new Date()): Promise<void> {
  const userId = ownUserId(ctx);
  const { tenantId } = user;
  const { ip, userAgent } = ctx.origin;
  const actor = { tenantId, userId, ip, userAgent };
  const entry = { eventType: 'auth.mfa.disable', serviceName: 'auth', entityType: 'user', entityId: userId };
  const refuse = async (reason: string) => {
    await recordSecurityEvent(ctx, { userId, tenantId, eventType: 'mfa-disabled', success: false, details: { reason } });
    await recordMfaAudit(ctx.db, { actor, entry: { ...entry, after: { reason }, success: false } });
  };
  if (officeRequiresMfa(deps, user.memberships)) {
    await refuse('required-by-office');
    throw mfaError(409, 'MFA_REQUIRED_BY_OFFICE');
  }
  const account = await findAccountMfa(ctx.db, userId);
  if (!account?.authenticator) throw mfaError(409, 'MFA_NOT_ENABLED');
  // While locked, no answer may tell a right password or code from a wrong one.
  if ((await lockStateOf(ctx.db, userId, now)).locked) throw httpError(423, 'ACCOUNT_LOCKED');
  const code = body.code.trim();
  if (!isCodeFormat(code)) throw codeRefusal('MFA_CODE_FORMAT_INVALID');
  const isPasswordRight = await verifyPassword(account.passwordHash, body.password);
  const counter = authenticatorFor(deps.config.sessionSecret).codeStep(userId, account.authenticator.secretSealed, code, now);
  const isCodeRight = counter !== null && counter > account.authenticator.lastUsedCounter;
  if (isPasswordRight && isCodeRight && (await removeAuthenticator(ctx.db, { userId, counter, now }, { actor, entry: { ...entry, after: { method: 'totp' }, success: true } }))) {
    await recordSecurityEvent(ctx, { userId, tenantId, eventType: 'mfa-disabled', success: true });
    return;
  }
  await refuse(isPasswordRight ? 'invalid-code' : 'invalid-password');
  const lock = await recordCredentialFailure(ctx.db, { userId, ip, userAgent, kind: 'mfa-disable' }, now);
  if (lock.locked) throw httpError(423, 'ACCOUNT_LOCKED');
  if (!isPasswordRight) throw mfaError(400, 'MFA_PASSWORD_INCORRECT', 'password');
  throw codeRefusal('MFA_CODE_INVALID');
}
