import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ServerConfig } from '../../config';
import { callContextOf } from '../../context/request-context';
import { browserToken, setBrowserToken, signInAnswer, signInBrowserOf } from '../../http/sign-in-browser';
import { errorBody, HttpError } from '../../plugins/errors';
import { LIMITS } from '../../security/limits';
import { createSecretBox } from '../../security/secret-box';
import type { SignInDeps } from '../auth/sign-in/sign-in-deps';
import { createGoogleClient } from './google-client';
import { answerParams, beginFlow, finishFlow, FLOW_COOKIE, type GoogleDeps } from './google-flow';
import { googleLinkRoutes } from './google-link.routes';
import { signInFailureRedirect, signInRedirect } from './google-redirects';
import { GoogleRefusal } from './google-refusal';
import { googleEligibility, signInWithGoogle } from './google-sign-in.service';
import { eligibilitySchema, loginCallbackPostSchema, loginCallbackSchema, loginStartSchema } from './google.schemas';

/** Sign-in with Google (spec 1 §4, §7): start, callback (redirect or posted), eligibility; then linking (google-link.routes.ts). */
export async function googleRoutes(instance: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  const deps: GoogleDeps = { config, client: createGoogleClient(config), box: createSecretBox(config.sessionSecret, 'oauth-pkce-verifier') };
  const signIn: SignInDeps = { config, catalog };

  // A provider that cannot be reached is a 502 with its Google code, not a server error; the rest as everywhere.
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof GoogleRefusal) || error.status < 500) throw error;
    request.log.warn({ err: error }, 'the identity provider could not be reached');
    return reply.status(error.status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(errorBody(error.code, error.messages));
  });

  app.post(
    '/api/auth/google/login',
    { schema: loginStartSchema, config: { public: true, rateLimit: LIMITS.google } },
    async (request, reply) => {
      const { returnTo, tenant, completeAt = 'server' } = request.body ?? {};
      const start = { purpose: 'login' as const, userId: null, returnTo: returnTo ?? null, tenantHint: tenant ?? null, completeAt };
      const { flowCookie, ...started } = await beginFlow(callContextOf(request), deps, browserToken(request, FLOW_COOKIE), start);
      setBrowserToken(request, reply, FLOW_COOKIE, { ...flowCookie, path: '/api' });
      return { success: true as const, ...started };
    },
  );

  app.get('/api/auth/google/callback', { schema: loginCallbackSchema, config: { public: true, rateLimit: LIMITS.google } }, async (request, reply) => {
    const ctx = callContextOf(request);
    try {
      const flow = await finishFlow(ctx, deps, browserToken(request, FLOW_COOKIE), answerParams(request.query), 'login');
      const answer = signInAnswer(request, reply, await signInWithGoogle(ctx, signIn, signInBrowserOf(request), flow));
      return reply.redirect(signInRedirect(config, answer, flow.returnTo), 302);
    } catch (error) {
      if (error instanceof HttpError) return reply.redirect(signInFailureRedirect(config, error), 302);
      throw error;
    }
  });

  app.post('/api/auth/google/callback', { schema: loginCallbackPostSchema, config: { public: true, rateLimit: LIMITS.google } }, async (request, reply) => {
    const ctx = callContextOf(request);
    const flow = await finishFlow(ctx, deps, browserToken(request, FLOW_COOKIE), answerParams(request.body), 'login');
    const answer = signInAnswer(request, reply, await signInWithGoogle(ctx, signIn, signInBrowserOf(request), flow));
    if ('session' in answer) return answer;
    return { ...answer, tokens: { expiresIn: answer.tokenExpiresIn, accessToken: answer.accessToken, idToken: answer.idToken } };
  });

  app.post('/api/auth/google/eligibility', { schema: eligibilitySchema, config: { public: true, rateLimit: LIMITS.google } }, async (request) => ({
    success: true as const,
    ...(await googleEligibility(callContextOf(request), deps.client, request.body.email)),
  }));

  await googleLinkRoutes(app, deps);
}
