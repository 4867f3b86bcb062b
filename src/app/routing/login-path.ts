/** Paths a sign-in never returns to: the sign-in pages themselves. */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/verify-otp', '/verify-mfa', '/reset-password', '/oauth/callback', '/auth/'];

/** A same-origin path to go back to after signing in, or undefined when it is not one. */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !/^\/(?![/\\])[^\s\\]*$/.test(value) || value.length > 512) return undefined;
  return AUTH_PAGES.some((page) => value === page || value.startsWith(page.endsWith('/') ? page : `${page}?`) || value.startsWith(`${page}/`)) ? undefined : value;
}

/** The login page, remembering where the user was (spec 1 §2, authentication guard). */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const from = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  return from && from !== '/' ? `/login?from=${encodeURIComponent(from)}` : '/login';
}
