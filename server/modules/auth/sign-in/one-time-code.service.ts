import type { CallContext } from '../../../context/office-context';
import type { SignInBrowser } from '../../../http/sign-in-browser';
import { httpError } from '../../../plugins/errors';
import { isLocked, recordCredentialFailure } from '../../../security/lockout';
import { challengeCodeHash, countFailedAttempt, findChallenge, openChallengeOf, spentChallengeError, type Challenge } from '../../../sessions/sign-in-challenges';
import { findLoginAccount, type LoginAccount } from '../../../users/user-queries';
import { otpCodeMatches } from './otp-code';
import { resendOtpCode } from './otp-delivery';
import type { SignInDeps } from './sign-in-deps';
import { afterStep, type SignInAnswer, type SignInOutcome } from './steps';

/** What verify-otp and send-otp name the pending sign-in by: its session, or the account's e-mail. */
export interface OtpRequest {
  Email?: string;
  Session?: string;
  session?: string;
}

/** The open one-time-code step a request names: by its session, else the account's latest (by e-mail). */
async function pendingCodeStep(ctx: CallContext, body: OtpRequest, account: LoginAccount | undefined): Promise<Challenge> {
  const token = body.Session ?? body.session;
  if (token) {
    const challenge = await findChallenge(ctx.db, token, 'otp');
    // A session and an address that do not belong together name no sign-in.
    if (body.Email && challenge.userId !== account?.id) throw httpError(400, 'OTP_INVALID');
    return challenge;
  }
  if (!account) throw httpError(400, 'OTP_INVALID');
  return openChallengeOf(ctx.db, account.id, 'otp');
}

/**
 * Checks the one-time code of a pending sign-in (spec 1 §5: 6 digits, 5 minutes, once, at most 5 tries). A
 * wrong code spends a try and counts towards the account lock; the last wrong try spends the code. A right
 * code goes on to the next step, or signs in (with isValid, userId and email beside the tokens).
 */
export async function verifyOtp(
  ctx: CallContext,
  deps: SignInDeps,
  browser: SignInBrowser,
  body: OtpRequest & { OtpCode?: string },
): Promise<SignInOutcome<SignInAnswer & { isValid: true; userId: string; email: string }>> {
  if (!body.Email?.trim()) throw httpError(400, 'OTP_EMAIL_REQUIRED');
  const code = body.OtpCode?.trim() ?? '';
  if (!/^\d{6}$/.test(code)) throw httpError(400, 'OTP_CODE_REQUIRED');
  const account = await findLoginAccount(ctx.db, body.Email.trim());
  const challenge = await pendingCodeStep(ctx, body, account);
  if (!account || account.id !== challenge.userId) throw httpError(400, 'OTP_INVALID');
  if (isLocked(account.locked_until)) throw httpError(423, 'ACCOUNT_LOCKED');
  if (!otpCodeMatches(deps.config.sessionSecret, challenge.userId, code, await challengeCodeHash(ctx.db, challenge))) {
    const triesLeft = await countFailedAttempt(ctx.db, challenge);
    const { ip, userAgent } = ctx.origin;
    const lock = await recordCredentialFailure(ctx.db, { userId: challenge.userId, ip, userAgent, kind: 'otp' });
    if (lock.locked) throw httpError(423, 'ACCOUNT_LOCKED');
    throw triesLeft ? httpError(400, 'OTP_INVALID') : spentChallengeError('OTP_TOO_MANY_ATTEMPTS', challenge.expiresAt);
  }
  const outcome = await afterStep(ctx, deps, browser, challenge);
  return { ...outcome, answer: { ...outcome.answer, isValid: true, userId: account.id, email: account.email } };
}

/** Sends a new code for the pending sign-in a request names (send-otp); answers the masked address. */
export async function sendOtp(ctx: CallContext, deps: SignInDeps, body: OtpRequest): Promise<string> {
  if (!body.Session && !body.session && !body.Email?.trim()) throw httpError(400, 'OTP_EMAIL_REQUIRED');
  const account = body.Email?.trim() ? await findLoginAccount(ctx.db, body.Email.trim()) : undefined;
  return resendOtpCode(ctx, deps, await pendingCodeStep(ctx, body, account));
}
