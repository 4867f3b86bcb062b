import type { FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ServerConfig } from '../../config';
import { errorBody, HttpError } from '../../plugins/errors';
import { LIMITS } from '../../security/limits';
import { createSecretBox } from '../../security/secret-box';
import { signInContext } from '../auth/sign-in/sign-in-context';
import { createGoogleClient } from './google-client';
import { answerParams, beginFlow, finishFlow, type CompleteAt, type GoogleDeps } from './google-flow';
import { googleLinkRoutes } from './google-link.routes';
import { signInFailureRedirect, signInRedirect } from './google-redirects';
import { GoogleRefusal } from './google-refusal';
import { signInWithGoogle } from './google-sign-in.service';
import { eligibilitySchema, loginCallbackPostSchema, loginCallbackSchema, loginStartSchema } from './google.schemas';
import { accountFacts } from './identities.queries';

/** Sign-in with Google (spec 1 §4, §7): start, callback (redirect or posted), eligibility; then linking (google-link.routes.ts). */
export async function googleRoutes(app: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const deps: GoogleDeps = { db: app.database.db, config, client: createGoogleClient(config), box: createSecretBox(config.sessionSecret, 'oauth-pkce-verifier') };
  const signIn = signInContext(app, config, catalog);

  // A provider that cannot be reached is a 502 with its Google code, not a server error; the rest as everywhere.
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof GoogleRefusal) || error.status < 500) throw error;
    request.log.warn({ err: error }, 'the identity provider could not be reached');
    return reply.status(error.status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(errorBody(error.code, error.messages));
  });

  app.post<{ Body: { returnTo?: string; tenant?: string; completeAt?: CompleteAt } }>(
    '/api/auth/google/login',
    { schema: loginStartSchema, config: { public: true, rateLimit: LIMITS.google } },
    async (request, reply) => {
      const { returnTo, tenant, completeAt = 'server' } = request.body ?? {};
      return { success: true as const, ...(await beginFlow(deps, request, reply, { purpose: 'login', userId: null, returnTo: returnTo ?? null, tenantHint: tenant ?? null, completeAt })) };
    },
  );

  app.get<{ Querystring: Record<string, string> }>('/api/auth/google/callback', { schema: loginCallbackSchema, config: { public: true, rateLimit: LIMITS.google } }, async (request, reply) => {
    try {
      const flow = await finishFlow(deps, request, answerParams(request.query), 'login');
      return reply.redirect(signInRedirect(config, await signInWithGoogle(signIn, request, reply, flow), flow.returnTo), 302);
    } catch (error) {
      if (error instanceof HttpError) return reply.redirect(signInFailureRedirect(config, error), 302);
      throw error;
    }
  });

  app.post<{ Body: Record<string, string> }>('/api/auth/google/callback', { schema: loginCallbackPostSchema, config: { public: true, rateLimit: LIMITS.google } }, async (request, reply) => {
    const answer = await signInWithGoogle(signIn, request, reply, await finishFlow(deps, request, answerParams(request.body), 'login'));
    if ('session' in answer) return answer;
    return { ...answer, tokens: { expiresIn: answer.tokenExpiresIn, accessToken: answer.accessToken, idToken: answer.idToken } };
  });

  app.post<{ Body: { email: string } }>('/api/auth/google/eligibility', { schema: eligibilitySchema, config: { public: true, rateLimit: LIMITS.google } }, async (request) => {
    const own = request.auth ? await accountFacts(deps.db, request.auth.userId) : undefined;
    const mfaEnabled = !!own && own.email.toLowerCase() === request.body.email.toLowerCase() && own.mfa_enabled;
    return { success: true as const, canUseGoogleAuth: deps.client.isConfigured, mfaEnabled };
  });

  await googleLinkRoutes(app, deps);
}
