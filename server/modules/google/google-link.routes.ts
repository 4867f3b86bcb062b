import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { callContextOf } from '../../context/request-context';
import { ownContextOf } from '../../context/request-context';
import { browserToken, setBrowserToken } from '../../http/sign-in-browser';
import { HttpError } from '../../plugins/errors';
import { LIMITS } from '../../security/limits';
import { answerParams, beginFlow, FLOW_COOKIE, type CompleteAt, type GoogleDeps } from './google-flow';
import { finishLink, ownProviders, unlinkGoogle } from './google-link.service';
import { linkRedirect } from './google-redirects';
import { GOOGLE_TEXTS } from './google.messages';
import { authProvidersSchema, linkCallbackPostSchema, linkCallbackSchema, linkStartSchema, unlinkSchema } from './google.schemas';

const limited = { rateLimit: LIMITS.google };

/** Linking and unlinking Google, and the ways to sign in (spec 1 §7: /auth/google/link…, /users/auth/google/…, /auth/user/auth-providers). */
export async function googleLinkRoutes(instance: FastifyInstance, deps: GoogleDeps): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  const finishOwnLink = (request: FastifyRequest, answer: URLSearchParams) => finishLink(ownContextOf(request), deps, browserToken(request, FLOW_COOKIE), answer);

  const startLink = async (request: FastifyRequest<{ Body: { returnTo?: string; completeAt?: CompleteAt } }>, reply: FastifyReply) => {
    const { returnTo, completeAt = 'server' } = request.body ?? {};
    const start = { purpose: 'link' as const, userId: request.auth!.userId, returnTo: returnTo ?? null, tenantHint: null, completeAt };
    const { flowCookie, ...started } = await beginFlow(callContextOf(request), deps, browserToken(request, FLOW_COOKIE), start);
    setBrowserToken(request, reply, FLOW_COOKIE, { ...flowCookie, path: '/api' });
    return { success: true as const, ...started };
  };
  app.post('/api/auth/google/link', { schema: linkStartSchema, config: limited }, startLink);
  app.post('/api/users/auth/google/link', { schema: linkStartSchema, config: limited }, startLink);

  // Public so that a browser whose session ended meanwhile is sent back to the web app, not shown a bare 401.
  app.get('/api/auth/google/link/callback', { schema: linkCallbackSchema, config: { public: true, ...limited } }, async (request, reply) => {
    let returnTo: string | null = null;
    try {
      const { flow } = await finishOwnLink(request, answerParams(request.query));
      returnTo = flow.returnTo;
      return reply.redirect(linkRedirect(deps.config, returnTo), 302);
    } catch (error) {
      if (error instanceof HttpError) return reply.redirect(linkRedirect(deps.config, returnTo, error), 302);
      throw error;
    }
  });

  app.post('/api/auth/google/link/callback', { schema: linkCallbackPostSchema, config: limited }, async (request) => {
    const { google } = await finishOwnLink(request, answerParams(request.body));
    return { success: true as const, message: GOOGLE_TEXTS.linked.en, messages: GOOGLE_TEXTS.linked, isGoogleLinked: true, google };
  });

  const unlink = async (request: FastifyRequest) => {
    await unlinkGoogle(ownContextOf(request));
    return { success: true as const, message: GOOGLE_TEXTS.unlinked.en, messages: GOOGLE_TEXTS.unlinked, isGoogleLinked: false };
  };
  app.post('/api/auth/google/unlink', { schema: unlinkSchema, config: limited }, unlink);
  app.delete('/api/users/auth/google/unlink', { schema: unlinkSchema, config: limited }, unlink);

  app.get('/api/auth/user/auth-providers', { schema: authProvidersSchema }, async (request) => ({
    success: true as const,
    ...(await ownProviders(callContextOf(request))),
    canUseGoogleAuth: deps.client.isConfigured,
  }));
}
