import type { FastifyReply, FastifyRequest } from 'fastify';
import { tenantHints } from '../plugins/session';
import { isSecureContext, setCsrfCookie, setSessionCookie } from './cookies';

/** The httpOnly cookie that names this browser, so that a one-time code is asked on new devices only. */
export const DEVICE_COOKIE = 'lishka_device';

/** The office hints of a request: its host's sub-domain, the client's stored office, the tenant parameter. */
export type TenantHints = ReturnType<typeof tenantHints>;

/** What a browser brings to a sign-in, read from its request so that the sign-in itself needs no HTTP. */
export interface SignInBrowser {
  /** The token of the device cookie, when the browser has a well-formed one. */
  deviceToken: string | undefined;
  /** Which office the browser points at. */
  hints: TenantHints;
  /** The session the browser holds, which a completed sign-in ends. */
  session: { userId: string; sessionId: string } | null;
}

/** A cookie a completed sign-in gives the browser: its value and how long it lasts. */
export interface SignInCookie {
  value: string;
  maxAgeSeconds: number;
}

/** The cookies of a completed sign-in: the session, its CSRF token, and the device cookie. */
export interface SessionCookies {
  session: SignInCookie;
  csrfToken: string;
  device: SignInCookie;
}

const BROWSER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The value of a cookie that binds something to this browser, when it is a well-formed token. */
export function browserToken(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  return value && BROWSER_TOKEN.test(value) ? value : undefined;
}

/** Sets a cookie that binds something to this browser: httpOnly, SameSite=Lax, Secure except on plain-HTTP localhost. */
export function setBrowserToken(request: FastifyRequest, reply: FastifyReply, name: string, cookie: SignInCookie & { path: string }): void {
  reply.setCookie(name, cookie.value, { path: cookie.path, httpOnly: true, sameSite: 'lax', secure: isSecureContext(request), maxAge: cookie.maxAgeSeconds });
}

/** What a request's browser brings to a sign-in. */
export function signInBrowserOf(request: FastifyRequest): SignInBrowser {
  return {
    deviceToken: browserToken(request, DEVICE_COOKIE),
    hints: tenantHints(request),
    session: request.auth ? { userId: request.auth.userId, sessionId: request.auth.sessionId } : null,
  };
}

/** The answer of a sign-in step, with the cookies of the session it opened set when it completed the sign-in. */
export function signInAnswer<A>(request: FastifyRequest, reply: FastifyReply, outcome: { answer: A; cookies?: SessionCookies }): A {
  const { cookies } = outcome;
  if (cookies) {
    setSessionCookie(request, reply, cookies.session.value, cookies.session.maxAgeSeconds);
    setCsrfCookie(request, reply, cookies.csrfToken);
    setBrowserToken(request, reply, DEVICE_COOKIE, { ...cookies.device, path: '/' });
  }
  return outcome.answer;
}
