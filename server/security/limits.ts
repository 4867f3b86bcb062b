import type { RateLimitOptions } from '@fastify/rate-limit';
import type { MessageCode } from '../i18n/messages';
import { httpError } from '../plugins/errors';

/** One per-IP limit as written in the table below. */
interface LimitSpec {
  max: number;
  windowSeconds: number;
  /** The catalogue code a refused request answers with (429). */
  code: MessageCode;
  /** Why the limit is there, in one line. */
  reason: string;
}

/** Every per-IP limit of the API (issue 4), each counted per route and per address (IPv6 per /64). */
const LIMIT_TABLE = {
  login: { max: 20, windowSeconds: 60, code: 'RATE_LIMITED', reason: 'Password guessing from one address; the account lockout stops guessing one account from many.' },
  register: { max: 10, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Each registration opens an office and sends mail.' },
  confirmEmail: { max: 20, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Guessing confirmation tokens.' },
  resendConfirmation: { max: 5, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Each resend sends mail to an address someone else may own.' },
  forgotPassword: { max: 5, windowSeconds: 15 * 60, code: 'RESET_RATE_LIMITED', reason: 'Each request sends mail to an address someone else may own.' },
  resetPassword: { max: 10, windowSeconds: 15 * 60, code: 'RESET_RATE_LIMITED', reason: 'Guessing reset tokens, with room for a few refused new passwords.' },
  sendOtp: { max: 5, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Each one-time code sent costs a mail or a message.' },
  verifyOtp: { max: 10, windowSeconds: 5 * 60, code: 'RATE_LIMITED', reason: 'Guessing six-digit codes; the account lockout counts the failures too.' },
  mfa: { max: 10, windowSeconds: 5 * 60, code: 'RATE_LIMITED', reason: 'Guessing authenticator codes at setup, confirmation and sign-in.' },
  google: { max: 20, windowSeconds: 60, code: 'RATE_LIMITED', reason: 'Each sign-in start and callback calls Google.' },
  changePassword: { max: 10, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'The current password is checked: guessing it from a stolen session.' },
  deleteAccount: { max: 10, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'The password is checked: guessing it from a stolen session.' },
  invitationAccept: { max: 10, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Guessing invitation tokens; an acceptance may create an account.' },
  signingLink: { max: 100, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Guessing signing links; a signer opens their page, its document and acts a few dozen times at most.' },
  signingCode: { max: 10, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Each code sent costs a mail; guessing six-digit codes (each code also allows only five tries).' },
  verifyPdf: { max: 30, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Each check reads and hashes a PDF of up to 50 MB.' },
  publicFormRead: { max: 100, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Guessing public form links; a visitor opens a form a few times at most.' },
  publicFormSubmit: { max: 10, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Each submission creates a lead in the office (the link has its own limit too, server/modules/public-forms).' },
  calendarFeed: { max: 60, windowSeconds: 15 * 60, code: 'RATE_LIMITED', reason: 'Calendar apps poll a feed address every quarter of an hour or so per device; guessing its token at speed.' },
} as const satisfies Record<string, LimitSpec>;

/** The name of a per-IP limit. */
export type LimitName = keyof typeof LIMIT_TABLE;

/** A per-IP limit as a route's `config.rateLimit`: the plugin's options, with its name, reason and answer. */
export interface RouteLimit extends RateLimitOptions {
  name: LimitName;
  max: number;
  /** Milliseconds. */
  timeWindow: number;
  code: MessageCode;
  reason: string;
}

function routeLimit(name: LimitName, spec: LimitSpec): RouteLimit {
  return {
    name,
    max: spec.max,
    timeWindow: spec.windowSeconds * 1000,
    code: spec.code,
    reason: spec.reason,
    // The plugin sets Retry-After and the X-RateLimit headers before it throws this; the error handler
    // answers with the limit's own catalogue code, in every language.
    errorResponseBuilder: (_request, context) => (context.ban ? httpError(403, 'FORBIDDEN') : httpError(context.statusCode, spec.code, { retryAfterSeconds: context.ttl / 1000 })),
  };
}

/** Every per-IP limit, for routes: `config: { rateLimit: LIMITS.login }`. */
export const LIMITS = Object.fromEntries(Object.entries(LIMIT_TABLE).map(([name, spec]) => [name, routeLimit(name as LimitName, spec)])) as {
  readonly [Name in LimitName]: RouteLimit;
};
