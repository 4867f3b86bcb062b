/** The words that make a 403 a token problem, cured by a fresh CSRF token (spec 1 §4). */
const TOKEN_PROBLEM = /csrf|xsrf|forbidden|invalid[ _-]?token|token[ _-]?mismatch/i;

/** What a 403 answer asks of the client: change the password, refresh the CSRF token, or give up the session. */
export type ForbiddenKind = 'password-expired' | 'csrf' | 'auth-lost';

function texts(body: unknown): string[] {
  if (!body || typeof body !== 'object') return typeof body === 'string' ? [body] : [];
  // The words, not the code: the server's FORBIDDEN code would otherwise read as a token problem, and only its
  // CSRF message names a token (server/i18n/messages.ts).
  const { message, error, messages } = body as Record<string, unknown>;
  const localized = messages && typeof messages === 'object' ? Object.values(messages as Record<string, unknown>) : [];
  return [message, error, ...localized].filter((text): text is string => typeof text === 'string');
}

/** Classifies a 403 by its message in any language (PASSWORD_EXPIRED by its code). */
export function forbiddenKind(body: unknown): ForbiddenKind {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  if (code === 'PASSWORD_EXPIRED') return 'password-expired';
  if (code === 'CSRF_TOKEN_INVALID' || code === 'CSRF_TOKEN_MISSING') return 'csrf';
  return texts(body).some((text) => TOKEN_PROBLEM.test(text)) ? 'csrf' : 'auth-lost';
}
