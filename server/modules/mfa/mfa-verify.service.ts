import type { CallContext } from '../../context/office-context';
import type { SignInBrowser } from '../../http/sign-in-browser';
import { httpError } from '../../plugins/errors';
import { lockStateOf, recordCredentialFailure } from '../../security/lockout';
import { countFailedAttempt, findChallenge, spentChallengeError } from '../../sessions/sign-in-challenges';
import { recordSecurityEvent } from '../../users/security-events';
import type { SignInDeps } from '../auth/sign-in/sign-in-deps';
import { afterStep, type SignInOutcome } from '../auth/sign-in/steps';
import { authenticatorFor, isCodeFormat } from './authenticator';
import { findAccountMfa, useCodeStep } from './mfa.queries';
import type { VerifyBody } from './mfa.schemas';

/**
 * Checks the authenticator code of a pending sign-in (mfaRequired). A code is accepted once: its time step
 * must be later than the last one used, and is taken in one atomic update. A wrong (or used) code spends one
 * of the step's 5 tries and counts towards the account lock. A right one goes on to complete the sign-in.
 */
export async function verifyMfa(ctx: CallContext, deps: SignInDeps, browser: SignInBrowser, body: VerifyBody, now = new Date()): Promise<SignInOutcome> {
  const challenge = await findChallenge(ctx.db, body.session, 'mfa', now);
  const { userId, tenantId } = challenge;
  const account = await findAccountMfa(ctx.db, userId);
  if (!account || (body.username !== undefined && body.username.trim().toLowerCase() !== account.email.toLowerCase())) throw httpError(400, 'MFA_SESSION_NOT_FOUND');
  if ((await lockStateOf(ctx.db, userId, now)).locked) throw httpError(423, 'ACCOUNT_LOCKED');
  const code = body.code?.trim();
  if (!isCodeFormat(code)) throw httpError(400, 'MFA_CODE_FORMAT_INVALID');
  // The step is opened only for a user whose flag is on, and the flag and the authenticator change together.
  if (!account.authenticator) throw httpError(400, 'MFA_VERIFY_FAILED');
  const counter = authenticatorFor(deps.config.sessionSecret).codeStep(userId, account.authenticator.secretSealed, code, now);
  const isFresh = counter !== null && counter > account.authenticator.lastUsedCounter;
  if (isFresh && (await useCodeStep(ctx.db, userId, counter, now))) return afterStep(ctx, deps, browser, challenge);

  const { ip, userAgent } = ctx.origin;
  const reason = counter === null ? 'invalid-code' : 'used-code';
  const triesLeft = await countFailedAttempt(ctx.db, challenge);
  await recordSecurityEvent(ctx, { userId, tenantId, eventType: 'mfa-verify', success: false, details: { reason } });
  const lock = await recordCredentialFailure(ctx.db, { userId, ip, userAgent, kind: 'mfa' }, now);
  if (lock.locked) throw httpError(423, 'ACCOUNT_LOCKED');
  throw triesLeft ? httpError(400, 'MFA_CODE_INVALID') : spentChallengeError('MFA_TOO_MANY_ATTEMPTS', challenge.expiresAt, now);
}
