import type { TFunction } from 'i18next';

/** Google's reasons the login page can name (server/modules/google/google.messages.ts, for sign-in). */
const REASONS = new Set(['not-configured', 'unreachable', 'cancelled', 'flow-invalid', 'other-browser', 'exchange-failed', 'not-linked']);
/** Refusals of the sign-in itself that a Google return may carry as its code. */
const CODES = new Set(['ACCOUNT_LOCKED', 'ACCOUNT_DISABLED', 'NO_OFFICE', 'EMAIL_NOT_VERIFIED']);

/**
 * What a failed Google sign-in sends back to /login (`?error=google&code=…&reason=…`), said in the language:
 * "Google sign-in failed" (spec 1 §8) and why, when the return names a reason or a code it knows.
 */
export function googleFailure(search: URLSearchParams, t: TFunction): { title: string; reason?: string } | undefined {
  if (search.get('error') !== 'google') return undefined;
  const reason = search.get('reason') ?? '';
  const code = search.get('code') ?? '';
  const why = REASONS.has(reason) ? t(`google.reasons.${reason}`) : CODES.has(code) ? t(`google.codes.${code}`) : undefined;
  return { title: t('login.googleFailed'), ...(why ? { reason: why } : {}) };
}
