import type { CallContext } from '../../../context/office-context';
import { httpError } from '../../../plugins/errors';
import { CHALLENGE_SECONDS, createChallenge, spentChallengeError, updateChallenge, type Challenge, type NewChallenge } from '../../../sessions/sign-in-challenges';
import { findPasswordFacts } from '../../../users/user-queries';
import { maskEmail, newOtpCode, otpCodeHash } from './otp-code';
import { otpMail } from './otp.mail';
import type { SignInDeps } from './sign-in-deps';

/** At most this many codes per sign-in (the first and four resends), at least this long apart. */
export const OTP_MAX_SENDS = 5;
export const OTP_RESEND_SECONDS = 30;

async function mailCode(ctx: CallContext, userId: string, tenantId: string | null, code: string): Promise<string> {
  const account = await findPasswordFacts(ctx.db, userId);
  if (!account) throw httpError(400, 'OTP_RESEND_FAILED');
  try {
    await ctx.mailer.send(otpMail({ to: account.email, code, minutesValid: CHALLENGE_SECONDS.otp / 60, tenantId }));
  } catch {
    // The mail server refused or is away: the user cannot get the code, and is told so.
    throw httpError(503, 'OTP_RESEND_FAILED');
  }
  return maskEmail(account.email);
}

/** Opens a one-time-code step: a new 6-digit code, kept only as a keyed hash, mailed to the account's address. */
export async function sendOtpCode(ctx: CallContext, deps: SignInDeps, challenge: Omit<NewChallenge, 'codeHash'>): Promise<{ token: string; destination: string }> {
  const code = newOtpCode();
  const now = new Date();
  const opened = await createChallenge(ctx.db, { ...challenge, codeHash: otpCodeHash(deps.config.sessionSecret, challenge.userId, code), data: { ...challenge.data, sends: [now.toISOString()] } }, now);
  const destination = await mailCode(ctx, challenge.userId, challenge.tenantId, code);
  return { token: opened.token, destination };
}

/**
 * Sends a new code for an open one-time-code step (send-otp): the earlier code stops working, the tries and
 * the 5 minutes start again. Refused when sent too often (OTP_RESEND_FAILED, 429).
 */
export async function resendOtpCode(ctx: CallContext, deps: SignInDeps, challenge: Challenge, now = new Date()): Promise<string> {
  const sends = ((challenge.data.sends as string[] | undefined) ?? []).map((sent) => new Date(sent));
  const last = sends.at(-1);
  // Every send spent: the step stays until it expires. Otherwise the wait since the last send.
  if (sends.length >= OTP_MAX_SENDS) throw spentChallengeError('OTP_RESEND_FAILED', challenge.expiresAt, now);
  const waitMs = last ? OTP_RESEND_SECONDS * 1000 - (now.getTime() - last.getTime()) : 0;
  if (waitMs > 0) throw httpError(429, 'OTP_RESEND_FAILED', { retryAfterSeconds: waitMs / 1000 });
  const code = newOtpCode();
  await updateChallenge(ctx.db, challenge, {
    codeHash: otpCodeHash(deps.config.sessionSecret, challenge.userId, code),
    resetAttempts: true,
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS.otp * 1000),
    data: { ...challenge.data, sends: [...sends.map((sent) => sent.toISOString()), now.toISOString()] },
  });
  return mailCode(ctx, challenge.userId, challenge.tenantId, code);
}
