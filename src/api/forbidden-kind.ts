/** The words that make a 403 a token problem, cured by a fresh CSRF token (spec 1 §4). */
const TOKEN_PROBLEM = /csrf|xsrf|forbidden|invalid[ _-]?token|token[ _-]?mismatch/i;

/**
 * 403 refusals of one action that leave the session as it is (issue 20's records: a role that may not make a move, a
 * viewer's change, a role that may not see a client's or document's workflow, a role without compliance.view, a calendar
 * feed in an office that does not sync its calendar): the screen shows the server's reason, the user stays signed in.
 */
const ACTION_REFUSALS: ReadonlySet<string> = new Set(['TRANSITION_ROLE_REFUSED', 'RECORDS_READ_ONLY', 'SUBJECT_WORKFLOW_FORBIDDEN', 'COMPLIANCE_FORBIDDEN', 'CALENDAR_SYNC_OFF']);

/** What a 403 answer asks of the client: change the password, refresh the CSRF token, give up the session, or nothing (one action refused). */
export type ForbiddenKind = 'password-expired' | 'csrf' | 'auth-lost' | 'refused';

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
  if (typeof code === 'string' && ACTION_REFUSALS.has(code)) return 'refused';
  return texts(body).some((text) => TOKEN_PROBLEM.test(text)) ? 'csrf' : 'auth-lost';
}
