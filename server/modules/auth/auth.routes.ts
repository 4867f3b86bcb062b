import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { actorOf, recordAudit } from '../../audit/audit-writer';
import type { ServerConfig } from '../../config';
import { clearSessionCookies, setCsrfCookie, setSessionCookie } from '../../http/cookies';
import { messageFor } from '../../i18n/messages';
import { csrfTokenForSession, issueCsrfToken } from '../../sessions/csrf';
import { revokeSession } from '../../sessions/session-store';
import { findOwnUser } from './auth.queries';
import { healthSchema, loginSchema, logoutSchema, refreshCsrfSchema, statusSchema } from './auth.schemas';
import { signIn } from './auth.service';
import { tenantView, userView } from './auth.views';

/** Sign-in, sign-out, session status, CSRF refresh and health (spec 1 §7). */
export async function authRoutes(app: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const { db } = app.database;

  app.post<{ Body: { Email: string; Password: string; tenant?: string } }>(
    '/api/auth/login',
    { schema: loginSchema, config: { public: true, csrf: false, rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const signedIn = await signIn({ db, catalog }, request, request.body.Email, request.body.Password, request.body.tenant);
      setSessionCookie(request, reply, signedIn.cookieValue, Math.ceil((signedIn.expiresAt.getTime() - Date.now()) / 1000));
      const csrfToken = csrfTokenForSession(config.sessionSecret, signedIn.sessionHash);
      setCsrfCookie(request, reply, csrfToken);
      const user = await findOwnUser(db, signedIn.userId);
      if (!user) throw new Error('The signed-in user vanished');
      const messages = messageFor('LOGIN_SUCCESS');
      return {
        success: true as const,
        message: messages.en,
        messages,
        csrfToken,
        expiresIn: signedIn.idleTimeoutMinutes * 60,
        user: userView(user, signedIn.membership),
        tenant: tenantView(signedIn.membership, user.is_super_admin),
        tenants: signedIn.memberships,
      };
    },
  );

  app.post('/api/auth/logout', { schema: logoutSchema }, async (request, reply) => {
    const auth = request.auth!;
    await revokeSession(db, auth.userId, auth.sessionId, new Date());
    if (request.tenant) await recordAudit(db, actorOf(request, request.tenant.tenantId), { eventType: 'auth.logout', serviceName: 'auth', entityType: 'session', entityId: auth.sessionId, success: true });
    clearSessionCookies(request, reply);
    const messages = messageFor('LOGOUT_SUCCESS');
    return { success: true as const, message: messages.en, messages };
  });

  app.get('/api/auth/status', { schema: statusSchema, config: { public: true } }, async (request, reply) => {
    const csrfToken = issueCsrfToken(request, reply, config.sessionSecret);
    const base = { success: true as const, csrfToken, testingBypassAllowed: config.allowTestingBypass };
    const user = request.auth ? await findOwnUser(db, request.auth.userId) : undefined;
    if (!request.auth || !user) return { ...base, isAuthenticated: false };
    return {
      ...base,
      isAuthenticated: true,
      expiresIn: request.auth.idleTimeoutMinutes * 60,
      user: userView(user, request.tenant),
      ...(request.tenant ? { tenant: tenantView(request.tenant, user.is_super_admin) } : {}),
      tenants: request.memberships,
    };
  });

  app.get('/api/auth/refresh-csrf', { schema: refreshCsrfSchema, config: { public: true } }, async (request, reply) => ({
    success: true as const,
    csrfToken: issueCsrfToken(request, reply, config.sessionSecret),
  }));

  app.get('/api/auth/health', { schema: healthSchema, config: { public: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, database: app.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' as const, database: app.database.kind });
    }
  });
}
