import { actorUserId, type CallContext } from '../../context/office-context';
import type { SignInBrowser, TenantHints } from '../../http/sign-in-browser';
import { httpError, type HttpError } from '../../plugins/errors';
import { chooseTenant } from '../../plugins/session';
import { isLocked } from '../../security/lockout';
import { userMemberships } from '../../tenancy/tenant-queries';
import { findLoginAccount } from '../../users/user-queries';
import type { SignInDeps } from '../auth/sign-in/sign-in-deps';
import { afterFirstFactor, type SignInOutcome } from '../auth/sign-in/steps';
import { isAuthoritativeAddress } from './authoritative-address';
import { recordGoogleEvent } from './google-events';
import type { GoogleClient } from './google-client';
import type { FinishedFlow } from './google-flow';
import { linkGoogle } from './google-link.service';
import { googleRefusal } from './google-refusal';
import { accountFacts, identityOwner, ownIdentity, touchIdentity } from './identities.queries';

/** Records a refused Google sign-in (security history when the user is known, platform audit always) and answers the error. */
async function refusedSignIn(ctx: CallContext, userId: string | null, reason: string, error: HttpError): Promise<HttpError> {
  await recordGoogleEvent(ctx, { userId, tenantId: null }, { securityType: 'login', auditType: 'auth.login', success: false, details: { method: 'google', reason } });
  return error;
}

/**
 * The first factor of a Google sign-in: the user the Google account is linked to; else the account whose
 * confirmed address Google vouches for (isAuthoritativeAddress), which is then linked — and only when that
 * account has no other Google account linked. Google never creates accounts or offices. A locked or
 * disabled account is refused as at a password sign-in.
 */
export async function googleFirstFactor(ctx: CallContext, hints: TenantHints, flow: FinishedFlow): Promise<string> {
  const { db } = ctx;
  const { claims } = flow;
  let userId = await identityOwner(db, claims.subject);
  const isLinked = !!userId;
  if (!userId && isAuthoritativeAddress(claims)) {
    const account = await findLoginAccount(db, claims.email!);
    const hasOtherLink = account ? !!(await ownIdentity(db, account.id)) : false;
    if (account?.email_verified_at && !hasOtherLink) userId = account.id;
  }
  if (!userId) throw await refusedSignIn(ctx, null, 'not-linked', googleRefusal(403, 'GOOGLE_SIGN_IN_FAILED', 'not-linked'));
  const facts = await accountFacts(db, userId);
  if (!facts) throw await refusedSignIn(ctx, null, 'not-linked', googleRefusal(403, 'GOOGLE_SIGN_IN_FAILED', 'not-linked'));
  if (isLocked(facts.locked_until)) throw await refusedSignIn(ctx, userId, 'locked', httpError(423, 'ACCOUNT_LOCKED'));
  if (!facts.is_active) throw await refusedSignIn(ctx, userId, 'inactive', httpError(403, 'ACCOUNT_DISABLED'));
  if (isLinked) {
    await touchIdentity(db, userId, claims.subject, claims.email);
  } else {
    const tenant = chooseTenant(await userMemberships(db, userId), null, { ...hints, ...(flow.tenantHint ? { stored: flow.tenantHint } : {}) });
    await linkGoogle(ctx, { userId, tenantId: tenant?.tenantId ?? null }, claims, true);
  }
  return userId;
}

/** Signs in with a finished Google flow: Google is the first factor; the office's policy then asks for the authenticator as after a password (never an e-mailed code). */
export async function signInWithGoogle(ctx: CallContext, deps: SignInDeps, browser: SignInBrowser, flow: FinishedFlow): Promise<SignInOutcome> {
  const userId = await googleFirstFactor(ctx, browser.hints, flow);
  return afterFirstFactor(ctx, deps, browser, { userId, method: 'google', ...(flow.tenantHint ? { wantedTenant: flow.tenantHint } : {}) });
}

/** Whether Google sign-in can be used here, and whether multi-factor is on for the address when it is the signed-in user's own. */
export async function googleEligibility(ctx: CallContext, client: GoogleClient, email: string): Promise<{ canUseGoogleAuth: boolean; mfaEnabled: boolean }> {
  const userId = actorUserId(ctx.actor);
  const own = userId ? await accountFacts(ctx.db, userId) : undefined;
  const mfaEnabled = !!own && own.email.toLowerCase() === email.toLowerCase() && own.mfa_enabled;
  return { canUseGoogleAuth: client.isConfigured, mfaEnabled };
}
