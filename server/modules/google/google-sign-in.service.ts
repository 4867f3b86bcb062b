import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { httpError, type HttpError } from '../../plugins/errors';
import { chooseTenant, tenantHints } from '../../plugins/session';
import { isLocked } from '../../security/lockout';
import { userMemberships } from '../../tenancy/tenant-queries';
import { findLoginAccount } from '../auth/auth.queries';
import type { SignInContext } from '../auth/sign-in/sign-in-context';
import { afterFirstFactor, type SignInAnswer } from '../auth/sign-in/steps';
import { isAuthoritativeAddress } from './authoritative-address';
import { recordGoogleEvent } from './google-events';
import type { FinishedFlow } from './google-flow';
import { linkGoogle } from './google-link.service';
import { googleRefusal } from './google-refusal';
import { accountFacts, identityOwner, ownIdentity, touchIdentity } from './identities.queries';

/** Records a refused Google sign-in (security history when the user is known, platform audit always) and answers the error. */
async function refusedSignIn(db: Kysely<Database>, request: FastifyRequest, userId: string | null, reason: string, error: HttpError): Promise<HttpError> {
  await recordGoogleEvent(db, request, { userId, tenantId: null }, { securityType: 'login', auditType: 'auth.login', success: false, details: { method: 'google', reason } });
  return error;
}

/**
 * The first factor of a Google sign-in: the user the Google account is linked to; else the account whose
 * confirmed address Google vouches for (isAuthoritativeAddress), which is then linked — and only when that
 * account has no other Google account linked. Google never creates accounts or offices. A locked or
 * disabled account is refused as at a password sign-in.
 */
export async function googleFirstFactor(db: Kysely<Database>, request: FastifyRequest, flow: FinishedFlow): Promise<string> {
  const { claims } = flow;
  let userId = await identityOwner(db, claims.subject);
  const isLinked = !!userId;
  if (!userId && isAuthoritativeAddress(claims)) {
    const account = await findLoginAccount(db, claims.email!);
    const hasOtherLink = account ? !!(await ownIdentity(db, account.id)) : false;
    if (account?.email_verified_at && !hasOtherLink) userId = account.id;
  }
  if (!userId) throw await refusedSignIn(db, request, null, 'not-linked', googleRefusal(403, 'GOOGLE_SIGN_IN_FAILED', 'not-linked'));
  const facts = await accountFacts(db, userId);
  if (!facts) throw await refusedSignIn(db, request, null, 'not-linked', googleRefusal(403, 'GOOGLE_SIGN_IN_FAILED', 'not-linked'));
  if (isLocked(facts.locked_until)) throw await refusedSignIn(db, request, userId, 'locked', httpError(423, 'ACCOUNT_LOCKED'));
  if (!facts.is_active) throw await refusedSignIn(db, request, userId, 'inactive', httpError(403, 'ACCOUNT_DISABLED'));
  if (isLinked) {
    await touchIdentity(db, userId, claims.subject, claims.email);
  } else {
    const hints = { ...tenantHints(request), ...(flow.tenantHint ? { stored: flow.tenantHint } : {}) };
    const tenant = chooseTenant(await userMemberships(db, userId), null, hints);
    await linkGoogle(db, request, { userId, tenantId: tenant?.tenantId ?? null }, claims, true);
  }
  return userId;
}

/** Signs in with a finished Google flow: Google is the first factor; the office's policy then asks for the authenticator as after a password (never an e-mailed code). */
export async function signInWithGoogle(ctx: SignInContext, request: FastifyRequest, reply: FastifyReply, flow: FinishedFlow): Promise<SignInAnswer> {
  const userId = await googleFirstFactor(ctx.db, request, flow);
  return afterFirstFactor(ctx, request, reply, { userId, method: 'google', ...(flow.tenantHint ? { wantedTenant: flow.tenantHint } : {}) });
}
