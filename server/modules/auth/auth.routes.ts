import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ServerConfig } from '../../config';
import { callContextOf } from '../../context/request-context';
import { clearSessionCookies } from '../../http/cookies';
import { ownContextOf } from '../../context/request-context';
import { signInAnswer, signInBrowserOf } from '../../http/sign-in-browser';
import { messageFor, messageBody } from '../../i18n/messages';
import { issueCsrfToken } from '../../http/csrf';
import { LIMITS } from '../../security/limits';
import { healthSchema, loginSchema, logoutSchema, refreshCsrfSchema, statusSchema } from './auth.schemas';
import { checkPasswordStep, currentUser, signOut } from './auth.service';
import { signInAnswerSchema, signInErrors } from './sign-in/sign-in.schemas';
import type { SignInDeps } from './sign-in/sign-in-deps';
import { afterFirstFactor } from './sign-in/steps';
import { tenantView, userView } from './auth.views';

/** Sign-in, sign-out, session status, CSRF refresh and health (spec 1 §7). */
export async function authRoutes(instance: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  const deps: SignInDeps = { config, catalog };

  app.post(
    '/api/auth/login',
    { schema: { ...loginSchema, response: { 200: signInAnswerSchema, ...signInErrors } }, config: { public: true, csrf: false, rateLimit: LIMITS.login } },
    async (request, reply) => {
      const ctx = callContextOf(request);
      const { userId } = await checkPasswordStep(ctx, request.body.Email, request.body.Password);
      const first = { userId, method: 'password' as const, ...(request.body.tenant ? { wantedTenant: request.body.tenant } : {}) };
      return signInAnswer(request, reply, await afterFirstFactor(ctx, deps, signInBrowserOf(request), first));
    },
  );

  app.post('/api/auth/logout', { schema: logoutSchema, config: { whilePasswordExpired: true } }, async (request, reply) => {
    await signOut(ownContextOf(request), request.auth!.sessionId);
    clearSessionCookies(request, reply);
    const messages = messageFor('LOGOUT_SUCCESS');
    return messageBody(messages);
  });

  app.get('/api/auth/status', { schema: statusSchema, config: { public: true, whilePasswordExpired: true } }, async (request, reply) => {
    const csrfToken = issueCsrfToken(request, reply, config.sessionSecret);
    const base = { success: true as const, csrfToken, testingBypassAllowed: config.allowTestingBypass };
    const user = await currentUser(callContextOf(request));
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
      await sql`select 1`.execute(app.database.db);
      return { status: 'ok' as const, database: app.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' as const, database: app.database.kind });
    }
  });
}
