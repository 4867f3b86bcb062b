/** The auth paths the client calls itself, relative to the API base. */
export const AUTH_PATHS = {
  status: '/auth/status',
  refreshCsrf: '/auth/refresh-csrf',
  refreshToken: '/auth/refresh-token',
} as const;

/** The office-configuration call, whose 401 with an access token is not a logout (spec 1 §4). */
export const OFFICE_CONFIG_PATH = '/users/office-config';

/** The paths that are not protected (spec 1 §5): login, register, forgot-password, auth health, auth status, refresh-csrf. */
const PUBLIC_PATH_ENDINGS = ['/login', '/register', '/forgot-password', '/auth/health', AUTH_PATHS.status, AUTH_PATHS.refreshCsrf];

/** Paths whose 401 never starts a session refresh (spec 1 §4), the refresh itself included. */
const NO_SESSION_REFRESH = [AUTH_PATHS.status, AUTH_PATHS.refreshCsrf, AUTH_PATHS.refreshToken];

/** A path without its query, hash, trailing slash or leading `/api`, so `/api/auth/status?x=1` reads `/auth/status`. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  const withoutApi = withSlash === '/api' ? '/' : withSlash.replace(/^\/api\//, '/');
  return withoutApi.length > 1 ? withoutApi.replace(/\/+$/, '') : withoutApi;
}

/** Whether a path needs a session, and its state-changing calls the CSRF token. */
export function isProtectedPath(path: string): boolean {
  const normalized = normalizePath(path);
  // A sign-in step that ends like a public path (/auth/google/login ends in /login) still carries the CSRF token.
  if (SIGN_IN_STEP_PATHS.includes(normalized)) return true;
  return !PUBLIC_PATH_ENDINGS.some((ending) => normalized === ending || normalized.endsWith(ending));
}

/** Protected paths (they carry the CSRF token) that the steps of signing in and of account recovery call before any session exists. */
const SIGN_IN_STEP_PATHS = [
  '/auth/verify-otp',
  '/auth/send-otp',
  '/users/auth/mfa/setup',
  '/users/auth/mfa/confirm',
  '/users/auth/mfa/verify',
  '/auth/confirm-email',
  '/auth/resend-confirmation',
  '/auth/reset-password',
  '/auth/google/login',
  '/auth/google/callback',
];

/**
 * The calls of someone holding a signing link, or checking a sealed PDF (issue 24): no account, yet state-changing
 * ones still carry the CSRF token; their 403 (a code still to enter) is that call's answer, not a lost session.
 */
const LINK_HOLDER_PATHS = ['/sign/session', '/sign/document', '/sign/code', '/sign/code/verify', '/sign/act', '/verify'];

/** Whether a state-changing call to this path is refused on the client while signed out (spec 1 §5): protected, and not a sign-in step or a link holder's call. */
export function needsSession(path: string): boolean {
  const normalized = normalizePath(path);
  return isProtectedPath(path) && !SIGN_IN_STEP_PATHS.includes(normalized) && !LINK_HOLDER_PATHS.includes(normalized);
}

/** Whether a 401 on this path may be answered by refreshing the session and retrying. */
export function canRefreshSessionOn(path: string): boolean {
  const normalized = normalizePath(path);
  return !NO_SESSION_REFRESH.some((ending) => normalized === ending || normalized.endsWith(ending));
}

/** Whether the path is the office-configuration call. */
export function isOfficeConfigPath(path: string): boolean {
  return normalizePath(path).endsWith(OFFICE_CONFIG_PATH);
}
