import type { FastifyInstance, FastifyRequest } from 'fastify';
import { officeContextOf } from '../context/request-context';
import { isValidCsrf } from '../http/csrf';
import { httpError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths served by plugins whose routes cannot carry a config of ours; public by nature. */
const PUBLIC_PREFIXES = ['/api/docs'];

/** Whether a route is guarded: every API route that does not say it is public. */
export function isProtectedRoute(url: string, config: { public?: boolean }): boolean {
  return url.startsWith('/api/') && !config.public && !PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/** Whether a call must carry the CSRF token: a state-changing call to any route not exempt by spec 1 §7. */
export function needsCsrf(method: string, url: string, config: { csrf?: boolean }): boolean {
  return STATE_CHANGING.has(method) && url.startsWith('/api/') && config.csrf !== false;
}

function routeOf(request: FastifyRequest) {
  return { url: request.routeOptions.url ?? request.url, config: request.routeOptions.config ?? {} };
}

/** Refuses a member whose role the route does not allow, and an office without any of the route's features. */
function checkOfficeAccess(request: FastifyRequest, config: ReturnType<typeof routeOf>['config']): void {
  // Only a route that acts in an office has roles and features of that office to check.
  if (!config.tenant || !request.tenant) return;
  if (config.roles && !config.roles.includes(request.tenant.role)) throw httpError(403, config.roles.length === 1 && config.roles[0] === 'admin' ? 'ADMIN_REQUIRED' : 'ROLE_NOT_ALLOWED');
  if (config.readOnly && STATE_CHANGING.has(request.method) && config.readOnly.roles.includes(request.tenant.role)) throw config.readOnly.refusal();
  if (config.features && config.features.length > 0) {
    const { enabledFeatures } = officeContextOf(request).office;
    if (!config.features.some((feature) => enabledFeatures.includes(feature))) throw httpError(403, 'FEATURE_UNAVAILABLE');
  }
}

/**
 * Guards every route before its body is read or validated (issue 18): a protected route needs a session (401), a
 * state-changing call its CSRF token (403, with a message that names the token so the client refreshes it and
 * retries once), a session whose password expired only the routes that let it change it (403 PASSWORD_EXPIRED),
 * a tenant route a tenant the user belongs to (403), a role the route allows (403) and an office with one of the
 * features the route serves (403 FEATURE_UNAVAILABLE). So a caller without the right learns nothing of the
 * route's parameters.
 */
export function registerGuards(app: FastifyInstance, { sessionSecret }: { sessionSecret: string }): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.is404) return payload;
    const { url, config } = routeOf(request);
    if (isProtectedRoute(url, config) && !request.auth) throw httpError(401, 'AUTHENTICATION_REQUIRED');
    // A Bearer call carries nothing a browser sends on its own, so it cannot be forged across sites.
    if (needsCsrf(request.method, url, config) && !request.auth?.viaBearer && !isValidCsrf(request, sessionSecret)) throw httpError(403, 'CSRF_TOKEN_INVALID');
    if (request.auth?.passwordChangeRequired && url.startsWith('/api/') && !config.whilePasswordExpired) throw httpError(403, 'PASSWORD_EXPIRED');
    if (config.tenant && !request.tenant) throw httpError(403, 'FORBIDDEN');
    checkOfficeAccess(request, config);
    return payload;
  });
}
