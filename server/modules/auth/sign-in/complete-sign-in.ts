import { auditActorIn } from '../../../audit/call-actor';
import { recordAudit } from '../../../audit/audit-writer';
import type { CallContext } from '../../../context/office-context';
import type { SessionCookies, SignInBrowser } from '../../../http/sign-in-browser';
import { messageBody, messageFor } from '../../../i18n/messages';
import { httpError } from '../../../plugins/errors';
import { chooseTenant } from '../../../plugins/session';
import { clearCredentialFailures } from '../../../security/lockout';
import { passwordExpired } from '../../../security/password-expiry';
import { issueTokens } from '../../../security/signed-tokens';
import { hashSecretId } from '../../../security/tokens';
import { csrfTokenForSession } from '../../../sessions/csrf';
import type { ChallengePurpose, SignInMethod } from '../../../sessions/sign-in-challenges';
import { createSession, revokeSession } from '../../../sessions/session-store';
import { userMemberships } from '../../../tenancy/tenant-queries';
import { preferredSessionTimeoutMinutes } from '../../../users/preferred-session-timeout';
import { recordSecurityEvent } from '../../../users/security-events';
import { findOwnUser, findPasswordFacts } from '../../../users/user-queries';
import { tenantView, userView } from '../auth.views';
import { rememberDevice } from './devices';
import { officeSecurity, type SignInDeps } from './sign-in-deps';

/** How a sign-in that passed every step ends. */
export interface CompletedSteps {
  userId: string;
  /** The tenant chosen at the first step. */
  tenantId: string | null;
  method: SignInMethod;
  /** The steps passed after the first (otp, mfa, mfa-setup), for the security history. */
  passed: ChallengePurpose[];
}

/**
 * Opens the session of a sign-in that passed every step: the cookies to give the browser (session, CSRF, device),
 * short-lived access and id tokens, the device remembered, failed attempts cleared, the sign-in recorded; the
 * session the browser held ends. A password past the office's expiry marks the session so that it can only
 * change the password (passwordChangeRequired).
 */
export async function completeSignIn(ctx: CallContext, deps: SignInDeps, browser: SignInBrowser, steps: CompletedSteps) {
  const { db } = ctx;
  const { config } = deps;
  const { userAgent } = ctx.origin;
  const memberships = await userMemberships(db, steps.userId);
  const membership = memberships.find((candidate) => candidate.tenantId === steps.tenantId) ?? chooseTenant(memberships, null, browser.hints);
  if (!membership) throw httpError(403, 'NO_OFFICE');
  const policy = officeSecurity(deps, membership);
  const facts = await findPasswordFacts(db, steps.userId);
  if (!facts) throw httpError(401, 'INVALID_CREDENTIALS');
  const now = new Date();
  const passwordChangeRequired = steps.method === 'password' && passwordExpired(facts.password_changed_at, facts.created_at, policy.password, now);
  if (browser.session) await revokeSession(db, browser.session.userId, browser.session.sessionId, now);
  // The user may ask for a shorter idle timeout than the office's, never a longer one.
  const preferred = await preferredSessionTimeoutMinutes(db, steps.userId);
  const idleTimeoutMinutes = preferred === null ? policy.sessionTimeoutMinutes : Math.min(preferred, policy.sessionTimeoutMinutes);
  const session = await createSession(db, {
    userId: steps.userId,
    tenantId: membership.tenantId,
    idleTimeoutMinutes,
    absoluteHours: policy.absoluteSessionHours ?? 12,
    ip: ctx.origin.ip,
    userAgent: userAgent ?? undefined,
    now,
    method: [steps.method, ...steps.passed].join('+'),
    passwordChangeRequired,
  });
  const csrfToken = csrfTokenForSession(config.sessionSecret, hashSecretId(session.cookieValue));
  const device = await rememberDevice(db, browser.deviceToken, steps.userId, userAgent, now);
  await clearCredentialFailures(db, steps.userId, now);
  await recordSecurityEvent(ctx, { userId: steps.userId, tenantId: membership.tenantId, eventType: 'login', success: true, details: { method: steps.method, factors: steps.passed } });
  await recordAudit(db, auditActorIn(ctx, membership.tenantId, steps.userId), { eventType: 'auth.login', serviceName: 'auth', entityType: 'session', entityId: session.id, after: { method: steps.method, factors: steps.passed }, success: true });
  const user = await findOwnUser(db, steps.userId);
  if (!user) throw httpError(401, 'INVALID_CREDENTIALS');
  const tokens = await issueTokens(config.sessionSecret, config.publicUrl, {
    userId: user.id,
    sessionId: session.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    isSuperAdmin: user.is_super_admin,
    tenant: { tenantId: membership.tenantId, slug: membership.slug, name: membership.name, officeType: membership.officeType, role: membership.role },
  });
  const messages = messageFor(passwordChangeRequired ? 'PASSWORD_EXPIRED' : 'LOGIN_SUCCESS');
  const cookies: SessionCookies = { session: { value: session.cookieValue, maxAgeSeconds: Math.ceil((session.expiresAt.getTime() - now.getTime()) / 1000) }, csrfToken, device };
  const answer = {
    ...messageBody(messages),
    csrfToken,
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    tokenExpiresIn: tokens.expiresIn,
    expiresIn: idleTimeoutMinutes * 60,
    user: userView(user, membership),
    tenant: tenantView(membership, user.is_super_admin),
    tenants: memberships,
    ...(passwordChangeRequired ? { passwordChangeRequired: true as const } : {}),
  };
  return { answer, cookies };
}

/** The answer of a completed sign-in. */
export type SignedInAnswer = Awaited<ReturnType<typeof completeSignIn>>['answer'];
