import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_SEED_COOKIE, isSecureContext, setCsrfCookie } from '../http/cookies';
import { newSecretId, safeEqual, sign } from '../security/tokens';

const CSRF_PURPOSE = 'csrf';

function binding(request: FastifyRequest): string | undefined {
  if (request.auth) return `session:${request.auth.sessionHash.toString('hex')}`;
  const seed = request.cookies[CSRF_SEED_COOKIE];
  return seed ? `anonymous:${seed}` : undefined;
}

/** Whether the request's X-XSRF-TOKEN is the token bound to its session (or, before sign-in, to its seed). */
export function isValidCsrf(request: FastifyRequest, secret: string): boolean {
  const header = request.headers['x-xsrf-token'];
  const bound = binding(request);
  return typeof header === 'string' && bound !== undefined && safeEqual(header, sign(secret, CSRF_PURPOSE, bound));
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
  const token = sign(secret, CSRF_PURPOSE, bound);
  setCsrfCookie(request, reply, token);
  return token;
}

/** The CSRF token of a session that is being created (its cookie is not on the request yet). */
export function csrfTokenForSession(secret: string, sessionHash: Buffer): string {
  return sign(secret, CSRF_PURPOSE, `session:${sessionHash.toString('hex')}`);
}
