import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ServerConfig } from '../../config';
import { callContextOf } from '../../context/request-context';
import { signInAnswer, signInBrowserOf } from '../../http/sign-in-browser';
import { LIMITS } from '../../security/limits';
import type { SignInDeps } from '../auth/sign-in/sign-in-deps';
import { disableMfa, mfaStatus } from './mfa-disable.service';
import { confirmSetup, startSetup } from './mfa-setup.service';
import { verifyMfa } from './mfa-verify.service';
import { mfaSuccess } from './mfa.messages';
import { confirmSchema, disableSchema, setupSchema, statusSchema, verifySchema } from './mfa.schemas';

// A signed-in user's changes are recorded in the office the request acts in, else the one the session signed in to.
const signedInOffice = (request: FastifyRequest): string | null => request.tenant?.tenantId ?? request.auth?.sessionTenantId ?? null;

/** TOTP multi-factor (spec 1 §4, §7 "Multi-factor", §8; issue 4): set up, confirm, verify at sign-in, turn off, status. */
export async function mfaRoutes(instance: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  const deps: SignInDeps = { config, catalog };
  // Set-up, confirmation and verification also serve a sign-in, before any session cookie: public, but the
  // anonymous CSRF token is still asked for (spec 1 §7 refreshes it before these calls).
  const duringSignIn = { public: true, rateLimit: LIMITS.mfa };

  app.post('/api/users/auth/mfa/setup', { schema: setupSchema, config: duringSignIn }, async (request) =>
    startSetup(callContextOf(request), deps, request.body, signedInOffice(request)),
  );

  app.post('/api/users/auth/mfa/confirm', { schema: confirmSchema, config: duringSignIn }, async (request, reply) =>
    signInAnswer(request, reply, await confirmSetup(callContextOf(request), deps, signInBrowserOf(request), request.body)),
  );

  app.post('/api/users/auth/mfa/verify', { schema: verifySchema, config: duringSignIn }, async (request, reply) =>
    signInAnswer(request, reply, await verifyMfa(callContextOf(request), deps, signInBrowserOf(request), request.body)),
  );

  // Spec 1 §7 gives both readings of turning it off.
  for (const [method, url] of [['POST', '/api/users/auth/mfa/disable'], ['DELETE', '/api/users/auth/mfa']] as const) {
    app.route({
      method,
      url,
      schema: disableSchema,
      config: { rateLimit: LIMITS.mfa },
      handler: async (request) => {
        await disableMfa(callContextOf(request), deps, { memberships: request.memberships, tenantId: signedInOffice(request) }, request.body);
        return { ...mfaSuccess('MFA_DISABLED'), mfaEnabled: false as const };
      },
    });
  }

  app.get('/api/users/auth/mfa', { schema: statusSchema }, async (request) => ({ success: true as const, data: await mfaStatus(callContextOf(request), deps, request.memberships) }));
}
