import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual, newSecretId } from '../security/tokens';
import { csrfTokenFor, sessionBinding } from '../sessions/csrf';
import { CSRF_SEED_COOKIE, isSecureContext, setCsrfCookie } from './cookies';

function binding(request: FastifyRequest): string | undefined {
  if (request.auth) return sessionBinding(request.auth.sessionHash);
  const seed = request.cookies[CSRF_SEED_COOKIE];
  return seed ? `anonymous:${seed}` : undefined;
}

/** Whether the request's X-XSRF-TOKEN is the token bound to its session (or, before sign-in, to its seed). */
export function isValidCsrf(request: FastifyRequest, secret: string): boolean {
  const header = request.headers['x-xsrf-token'];
  const bound = binding(request);
  return typeof header === 'string' && bound !== undefined && safeEqual(header, csrfTokenFor(secret, bound));
}

/**
 * The CSRF token for this request's session (a signed double-submit token), also set in the readable
 * XSRF-TOKEN cookie; before sign-in it is bound to an httpOnly seed cookie, created when missing.
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secret: string): string {
  let bound = binding(request);
  if (!bound) {
    const seed = newSecretId();
    reply.setCookie(CSRF_SEED_COOKIE, seed, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureContext(request) });
    request.cookies[CSRF_SEED_COOKIE] = seed;
    bound = `anonymous:${seed}`;
  }
  const token = csrfTokenFor(secret, bound);
  setCsrfCookie(request, reply, token);
  return token;
}
