import { readStored, writeStored } from './web-storage';

/** The readable cookie the server sets with the CSRF token (server/http/cookies.ts). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** Where the client keeps the CSRF token when the cookie cannot be read. */
export const CSRF_STORAGE_KEY = 'lishka.csrfToken';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const raw = value.join('=');
      try {
        return decodeURIComponent(raw) || undefined;
      } catch {
        return raw || undefined;
      }
    }
  }
  return undefined;
}

/** The CSRF token: the XSRF-TOKEN cookie, falling back to local storage (spec 1 §7). */
export function readCsrfToken(): string | undefined {
  return readCookie(CSRF_COOKIE) ?? readStored('local', CSRF_STORAGE_KEY);
}

/** Keeps a CSRF token an answer carried; none removes it. */
export function storeCsrfToken(token: string | undefined): void {
  // Private browsing may refuse storage; the cookie still carries the token.
  writeStored('local', CSRF_STORAGE_KEY, token || undefined);
}
