import type { GoogleClaims } from './google-client';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * Whether Google vouches for the account's address now, not only once: a verified Gmail address, or a
 * verified address of the Google Workspace domain the account belongs to (`hd`). Other addresses may have
 * been verified long ago and have changed hands since, so they never match an account by themselves.
 */
export function isAuthoritativeAddress(claims: GoogleClaims): boolean {
  if (!claims.email || !claims.emailVerified) return false;
  const domain = claims.email.slice(claims.email.lastIndexOf('@') + 1);
  return GMAIL_DOMAINS.has(domain) || (claims.hostedDomain !== null && claims.hostedDomain === domain);
}
