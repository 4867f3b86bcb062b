import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error';

/** The MFA call that failed. */
export type MfaCall = 'verify' | 'setup' | 'confirm';

/** What to say about a failed MFA call, and whether the pending sign-in is over (log in again). */
export interface MfaFailure {
  message: string;
  isOver: boolean;
}

const FALLBACK: Record<MfaCall, string> = { verify: 'mfa.errors.verifyFailed', setup: 'mfa.errors.setupFailed', confirm: 'mfa.errors.confirmFailed' };
const EXPIRED: Record<MfaCall, string> = { verify: 'mfa.errors.sessionExpired', setup: 'mfa.errors.setupSessionExpired', confirm: 'mfa.errors.setupSessionExpired' };
const NOT_FOUND: Record<MfaCall, string> = { verify: 'mfa.errors.noSession', setup: 'mfa.errors.setupSessionNotFound', confirm: 'mfa.errors.setupSessionNotFound' };
/** Refusals after which the pending sign-in cannot go on: its tries are spent, or the account is locked. */
const ENDING_CODES = new Set(['MFA_TOO_MANY_ATTEMPTS', 'ACCOUNT_LOCKED']);

function englishOf(error: ApiError): string {
  const messages = error.body && typeof error.body === 'object' ? (error.body as { messages?: { en?: unknown } }).messages : undefined;
  return typeof messages?.en === 'string' ? messages.en : error.message;
}

/**
 * Spec 1 §8's MFA messages: a 400 or 403 about an expired or invalid session ends the pending sign-in with
 * "Your MFA session has expired…" (or the set-up's wording), a session not found with "No MFA session
 * found…"; other server messages pass through; without one, "Failed to verify MFA code" (setup, confirm alike).
 */
export function mfaFailure(error: unknown, call: MfaCall, t: TFunction): MfaFailure {
  if (!(error instanceof ApiError)) return { message: t(FALLBACK[call]), isOver: false };
  const code = error.code ?? '';
  if (code === 'MFA_SESSION_NOT_FOUND' || code === 'MFA_SETUP_SESSION_NOT_FOUND') return { message: t(NOT_FOUND[call]), isOver: true };
  const isSessionProblem = (error.status === 400 || error.status === 403) && /expired|invalid session/i.test(englishOf(error));
  if (code === 'MFA_SESSION_EXPIRED' || code === 'MFA_SETUP_SESSION_EXPIRED' || isSessionProblem) return { message: t(EXPIRED[call]), isOver: true };
  return { message: error.message || t(FALLBACK[call]), isOver: ENDING_CODES.has(code) };
}
