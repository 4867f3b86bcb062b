import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { LIMITS } from '../../security/limits';
import { answerParams, beginFlow, finishFlow, type CompleteAt, type GoogleDeps } from './google-flow';
import { recordGoogleEvent } from './google-events';
import { linkGoogle, providersOf, unlinkGoogle } from './google-link.service';
import { linkRedirect } from './google-redirects';
import { googleRefusal } from './google-refusal';
import { GOOGLE_TEXTS } from './google.messages';
import { authProvidersSchema, linkCallbackPostSchema, linkCallbackSchema, linkStartSchema, unlinkSchema } from './google.schemas';

const limited = { rateLimit: LIMITS.google };

/** Linking and unlinking Google, and the ways to sign in (spec 1 §7: /auth/google/link…, /users/auth/google/…, /auth/user/auth-providers). */
export async function googleLinkRoutes(app: FastifyInstance, deps: GoogleDeps): Promise<void> {
  const { db } = deps;
  const subjectOf = (request: FastifyRequest) => ({ userId: request.auth!.userId, tenantId: request.tenant?.tenantId ?? null });

  /** Finishes a link flow for the signed-in user: only the user who started it may finish it. */
  const finishLink = async (request: FastifyRequest, answer: URLSearchParams) => {
    if (!request.auth) throw googleRefusal(401, 'GOOGLE_LINK_FAILED', 'signed-out');
    const flow = await finishFlow(deps, request, answer, 'link');
    if (flow.userId !== request.auth.userId) {
      const refusal = googleRefusal(403, 'GOOGLE_LINK_FAILED', 'other-user');
      await recordGoogleEvent(db, request, subjectOf(request), { securityType: 'provider-linked', auditType: 'auth.provider.linked', success: false, details: { reason: refusal.reason } });
      throw refusal;
    }
    return { flow, google: await linkGoogle(db, request, subjectOf(request), flow.claims) };
  };

  const startLink = async (request: FastifyRequest<{ Body: { returnTo?: string; completeAt?: CompleteAt } }>, reply: FastifyReply) => {
    const { returnTo, completeAt = 'server' } = request.body ?? {};
    return { success: true as const, ...(await beginFlow(deps, request, reply, { purpose: 'link', userId: request.auth!.userId, returnTo: returnTo ?? null, tenantHint: null, completeAt })) };
  };
  app.post('/api/auth/google/link', { schema: linkStartSchema, config: limited }, startLink);
  app.post('/api/users/auth/google/link', { schema: linkStartSchema, config: limited }, startLink);

  // Public so that a browser whose session ended meanwhile is sent back to the web app, not shown a bare 401.
  app.get<{ Querystring: Record<string, string> }>('/api/auth/google/link/callback', { schema: linkCallbackSchema, config: { public: true, ...limited } }, async (request, reply) => {
    let returnTo: string | null = null;
    try {
      const { flow } = await finishLink(request, answerParams(request.query));
      returnTo = flow.returnTo;
      return reply.redirect(linkRedirect(deps.config, returnTo), 302);
    } catch (error) {
      if (error instanceof HttpError) return reply.redirect(linkRedirect(deps.config, returnTo, error), 302);
      throw error;
    }
  });

  app.post<{ Body: Record<string, string> }>('/api/auth/google/link/callback', { schema: linkCallbackPostSchema, config: limited }, async (request) => {
    const { google } = await finishLink(request, answerParams(request.body));
    return { success: true as const, message: GOOGLE_TEXTS.linked.en, messages: GOOGLE_TEXTS.linked, isGoogleLinked: true, google };
  });

  const unlink = async (request: FastifyRequest) => {
    await unlinkGoogle(db, request, subjectOf(request));
    return { success: true as const, message: GOOGLE_TEXTS.unlinked.en, messages: GOOGLE_TEXTS.unlinked, isGoogleLinked: false };
  };
  app.post('/api/auth/google/unlink', { schema: unlinkSchema, config: limited }, unlink);
  app.delete('/api/users/auth/google/unlink', { schema: unlinkSchema, config: limited }, unlink);

  app.get('/api/auth/user/auth-providers', { schema: authProvidersSchema }, async (request) => ({
    success: true as const,
    ...(await providersOf(db, request.auth!.userId)),
    canUseGoogleAuth: deps.client.isConfigured,
  }));
}
