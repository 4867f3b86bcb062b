/** The page transitions of spec 1 §2: fade, slide, slide-up for authentication pages, scale for the dashboard. */
export type RouteMotion = 'fade' | 'slide' | 'slide-up' | 'scale';

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/verify-otp', '/verify-mfa', '/reset-password', '/oauth/callback', '/auth/'];
const DASHBOARDS = ['/dashboard', '/workspace'];
const PUBLIC_PAGES = ['/', '/terms', '/privacy', '/cookies', '/products/', '/about', '/contact', '/blog', '/careers', '/help', '/faq', '/docs', '/security', '/demo', '/404', '/office-types'];

const matches = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => (prefix.endsWith('/') && prefix !== '/' ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`)));

/** The transition of a route: slide-up for sign-in pages, scale for dashboards, fade for public pages, slide for the rest. */
export function routeMotion(path: string): RouteMotion {
  if (matches(path, AUTH_PAGES)) return 'slide-up';
  if (matches(path, DASHBOARDS)) return 'scale';
  if (path === '/' || matches(path, PUBLIC_PAGES.filter((page) => page !== '/'))) return 'fade';
  return 'slide';
}
