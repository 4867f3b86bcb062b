import type { PendingSignIn } from '../../app/auth/auth-types';

/** The default page after signing in. */
export const AFTER_SIGN_IN = '/dashboard';

/** Where a sign-in goes after an answer: the page of its next step, or, signed in, where it was going. */
export function nextStepPath(result: PendingSignIn | 'signed-in', returnTo?: string): string {
  if (result === 'signed-in') return returnTo ?? AFTER_SIGN_IN;
  if (result.step === 'otp') return '/verify-otp';
  return result.step === 'mfa-setup' ? '/verify-mfa?setup=1' : '/verify-mfa';
}
