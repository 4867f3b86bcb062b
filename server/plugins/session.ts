import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { selectTenant } from '../../engine/tenant/tenant-resolution';
import { clearSessionCookies, SESSION_COOKIE } from '../http/cookies';
import type { Membership } from '../http/request-context';
import { verifyAccessToken } from '../security/signed-tokens';
import { SessionCache } from '../sessions/session-cache';
import { loadSession, loadSessionById, type CachedSession } from '../sessions/session-store';
import { userMemberships } from '../tenancy/tenant-queries';
import { isBuiltAsset } from './web-app';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** The tenant hints of a request: its host's sub-domain, the client's stored tenant headers, the tenant parameter. */
export function tenantHints(request: FastifyRequest): { host: string; stored?: string; query?: string } {
  const query = (request.query as Record<string, unknown> | undefined)?.tenant;
  const stored = header(request, 'x-tenant-id') ?? header(request, 'x-tenant-subdomain');
  return { host: request.hostname, ...(stored ? { stored } : {}), ...(typeof query === 'string' ? { query } : {}) };
}

/**
 * The tenant a signed-in request acts in (decision 2): the host's sub-domain, then the session's tenant, then
 * the stored tenant, then the tenant parameter — each only if the user belongs to it; else their first tenant.
 */
export function chooseTenant(memberships: Membership[], sessionTenantId: string | null, hints: ReturnType<typeof tenantHints>): Membership | null {
  const find = (value: string | undefined) => memberships.find((membership) => membership.tenantId === value || membership.slug === value?.toLowerCase());
  const candidates = [
    selectTenant({ host: hints.host })?.slug,
    sessionTenantId ?? undefined,
    hints.stored,
    hints.query,
  ];
  for (const candidate of candidates) {
    const found = find(candidate);
    if (found) return found;
  }
  return memberships[0] ?? null;
}

/** The access token of an `Authorization: Bearer` header, if any. */
function bearerToken(request: FastifyRequest): string | undefined {
  const value = header(request, 'authorization');
  const match = value ? /^Bearer\s+([A-Za-z0-9._-]{20,4096})$/i.exec(value) : null;
  return match?.[1];
}

/** The methods that change nothing: after any other, the answer waits until the process has heard its changes. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the session on every request — the session cookie, else a Bearer access token naming a live session —
 * and sets the verified session, the user's memberships and the tenant. A session read a moment ago comes from the
 * process's cache, which forgets it the moment it changes (server/sessions/session-cache.ts): a request that may
 * have changed something (any method but GET, HEAD and OPTIONS) answers only once this process has heard its
 * changes, so its caller's next request finds them.
 */
export async function registerSessions(app: FastifyInstance, tokens: { sessionSecret: string; issuer: string }): Promise<void> {
  await app.register(fastifyCookie);
  const cache = new SessionCache<CachedSession>(app.database);
  await cache.start();
  app.addHook('onClose', async () => cache.close());
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) await cache.fence();
  });
  // Set afresh by the hook below on every request; the decorations only declare the shape.
  app.decorateRequest('auth', null);
  app.decorateRequest('memberships', null as unknown as Membership[]);
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request, reply) => {
    request.auth = null;
    request.memberships = [];
    request.tenant = null;
    // The web app's built files are the same for everyone: no database round trip for each of them.
    if (isBuiltAsset(request.url)) return;
    const cookie = request.cookies[SESSION_COOKIE];
    let found = null;
    if (cookie) {
      found = cookie.length <= 128 ? await loadSession(app.database.db, cookie, new Date(), cache) : null;
      if (!found) clearSessionCookies(request, reply);
    } else {
      const token = bearerToken(request);
      const claims = token ? await verifyAccessToken(tokens.sessionSecret, tokens.issuer, token) : null;
      const auth = claims ? await loadSessionById(app.database.db, claims.sessionId, claims.userId, new Date()) : null;
      if (auth) found = { auth, memberships: await userMemberships(app.database.db, auth.userId) };
    }
    if (!found) return;
    request.auth = found.auth;
    request.memberships = found.memberships;
    request.tenant = chooseTenant(request.memberships, found.auth.sessionTenantId, tenantHints(request));
  });
}
