import type { ServerConfig } from '../../config';
import type { HttpError } from '../../plugins/errors';
import type { SignInAnswer } from '../auth/sign-in/steps';
import { GoogleRefusal } from './google-refusal';

/** A path of the web app to return to: same origin only, never `//host` or a backslash trick. */
export function safeReturnTo(value: string | null | undefined): string | null {
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 512 ? value : null;
}

/** An address of the web app: a path of it, with query parameters and, for what must not reach a server or a log, a fragment. */
function webAddress(config: ServerConfig, path: string, query: Record<string, string | null | undefined>, fragment: Record<string, string> = {}): string {
  const base = new URL(config.publicUrl);
  const url = new URL(safeReturnTo(path) ?? '/', base);
  if (url.origin !== base.origin) return base.href;
  for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
  const hash = new URLSearchParams(fragment).toString();
  return `${url.href.replace(/#.*$/, '')}${hash ? `#${hash}` : ''}`;
}

/** Why a call failed, as the web app is told in a redirect: the error's code, and its reason when a Google refusal. */
function failureQuery(error: HttpError): Record<string, string> {
  return { code: error.code, ...(error instanceof GoogleRefusal ? { reason: error.reason } : {}) };
}

/**
 * Where a Google sign-in sends the browser: signed in (its cookies set) to /auth/google/complete; waiting
 * for the authenticator (or its setup) to /verify-mfa, with the pending sign-in's `session` in the fragment,
 * which the browser never sends to a server nor in a Referer; the client reads it and clears it.
 */
export function signInRedirect(config: ServerConfig, answer: SignInAnswer, returnTo: string | null): string {
  if ('session' in answer && answer.session) {
    const setup = 'mfaSetupRequired' in answer && answer.mfaSetupRequired;
    return webAddress(config, '/verify-mfa', { via: 'google', setup: setup ? '1' : null, returnTo }, { session: answer.session, sessionExpiresIn: String(answer.sessionExpiresIn) });
  }
  return webAddress(config, '/auth/google/complete', { returnTo });
}

/** Where a failed Google sign-in sends the browser: the login page, saying why. */
export function signInFailureRedirect(config: ServerConfig, error: HttpError): string {
  return webAddress(config, '/login', { error: 'google', ...failureQuery(error) });
}

/** Where a Google link sends the browser back: the page it started from (the profile by default), saying how it went. */
export function linkRedirect(config: ServerConfig, returnTo: string | null, error?: HttpError): string {
  return webAddress(config, returnTo ?? '/profile', error ? { google: 'link-failed', ...failureQuery(error) } : { google: 'linked' });
}
