import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie: httpOnly, SameSite=Lax, Secure except on plain-HTTP localhost. */
export const SESSION_COOKIE = 'lishka_session';
/** The readable CSRF cookie the client echoes in X-XSRF-TOKEN (spec 1 §7). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** What an anonymous CSRF token is bound to before there is a session. */
export const CSRF_SEED_COOKIE = 'lishka_csrf_seed';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether cookies must be Secure: always, unless the request is plain HTTP to localhost. */
export function isSecureContext(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const host = (request.hostname ?? '').replace(/:\d+$/, '');
  return !(LOCAL_HOSTS.has(host) || host.endsWith('.localhost'));
}

/** Sets the session cookie for a new session. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureContext(request), maxAge: maxAgeSeconds });
}

/** Sets the readable CSRF cookie. */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure: isSecureContext(request) });
}

/** Removes the session and CSRF cookies. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = { path: '/', sameSite: 'lax' as const, secure: isSecureContext(request) };
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, options);
}
