import { sign } from '../security/tokens';

/** What a CSRF token is signed for. */
export const CSRF_PURPOSE = 'csrf';

/** The token bound to a session or, before sign-in, to a seed: a signed double-submit token. */
export function csrfTokenFor(secret: string, binding: string): string {
  return sign(secret, CSRF_PURPOSE, binding);
}

/** The binding of a session's CSRF token. */
export function sessionBinding(sessionHash: Buffer): string {
  return `session:${sessionHash.toString('hex')}`;
}

/** The CSRF token of a session that is being created (its cookie is not on the request yet). */
export function csrfTokenForSession(secret: string, sessionHash: Buffer): string {
  return csrfTokenFor(secret, sessionBinding(sessionHash));
}
