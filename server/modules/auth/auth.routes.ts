import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { actorOf, recordAudit } from '../../audit/audit-writer';
import type { ServerConfig } from '../../config';
import { clearSessionCookies } from '../../http/cookies';
import { messageFor, messageBody } from '../../i18n/messages';
import { issueCsrfToken } from '../../sessions/csrf';
import { LIMITS } from '../../security/limits';
import { revokeSession } from '../../sessions/session-store';
import { findOwnUser } from './auth.queries';
import { healthSchema, loginSchema, logoutSchema, refreshCsrfSchema, statusSchema } from './auth.schemas';
import { checkPasswordStep } from './auth.service';
import { signInContext } from './sign-in/sign-in-context';
import { signInAnswerSchema, signInErrors } from './sign-in/sign-in.schemas';
import { afterFirstFactor } from './sign-in/steps';
import { tenantView, userView } from './auth.views';

/** Sign-in, sign-out, session status, CSRF refresh and health (spec 1 §7). */
export async function authRoutes(app: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const { db } = app.database;
  const signIn = signInContext(app, config, catalog);

  app.post<{ Body: { Email: string; Password: string; tenant?: string } }>(
    '/api/auth/login',
    { schema: { ...loginSchema, response: { 200: signInAnswerSchema, ...signInErrors } }, config: { public: true, csrf: false, rateLimit: LIMITS.login } },
    async (request, reply) => {
      const { userId } = await checkPasswordStep(db, request, request.body.Email, request.body.Password);
      return afterFirstFactor(signIn, request, reply, { userId, method: 'password', ...(request.body.tenant ? { wantedTenant: request.body.tenant } : {}) });
    },
  );

  app.post('/api/auth/logout', { schema: logoutSchema, config: { whilePasswordExpired: true } }, async (request, reply) => {
    const auth = request.auth!;
    await revokeSession(db, auth.userId, auth.sessionId, new Date());
    if (request.tenant) await recordAudit(db, actorOf(request, request.tenant.tenantId), { eventType: 'auth.logout', serviceName: 'auth', entityType: 'session', entityId: auth.sessionId, success: true });
    clearSessionCookies(request, reply);
    const messages = messageFor('LOGOUT_SUCCESS');
    return messageBody(messages);
  });

  app.get('/api/auth/status', { schema: statusSchema, config: { public: true, whilePasswordExpired: true } }, async (request, reply) => {
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
      ...(request.auth.passwordChangeRequired ? { passwordChangeRequired: true } : {}),
    };
  });

  app.get('/api/auth/refresh-csrf', { schema: refreshCsrfSchema, config: { public: true, whilePasswordExpired: true } }, async (request, reply) => ({
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
