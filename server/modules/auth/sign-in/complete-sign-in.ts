import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, recordAudit } from '../../../audit/audit-writer';
import { setCsrfCookie, setSessionCookie } from '../../../http/cookies';
import { messageBody, messageFor } from '../../../i18n/messages';
import { httpError } from '../../../plugins/errors';
import { chooseTenant, tenantHints } from '../../../plugins/session';
import { clearCredentialFailures } from '../../../security/lockout';
import { passwordExpired } from '../../../security/password-expiry';
import { issueTokens } from '../../../security/signed-tokens';
import { hashSecretId } from '../../../security/tokens';
import { csrfTokenForSession } from '../../../sessions/csrf';
import { createSession, revokeSession } from '../../../sessions/session-store';
import { userMemberships } from '../../../tenancy/tenant-queries';
import { preferredSessionTimeoutMinutes } from '../../preferences/preferred-session-timeout';
import { findOwnUser, findPasswordFacts, recordSecurityEvent } from '../auth.queries';
import { tenantView, userView } from '../auth.views';
import type { ChallengePurpose, SignInMethod } from './challenges';
import { rememberDevice } from './devices';
import { requestFacts, tenantSecurityPolicy, type SignInContext } from './sign-in-context';

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
 * Opens the session of a sign-in that passed every step: session and CSRF cookies, short-lived access and id
 * tokens, the device remembered, failed attempts cleared, the sign-in recorded. A password past the office's
 * expiry marks the session so that it can only change the password (passwordChangeRequired).
 */
export async function completeSignIn(ctx: SignInContext, request: FastifyRequest, reply: FastifyReply, steps: CompletedSteps) {
  const { db, config } = ctx;
  const { ip, userAgent } = requestFacts(request);
  const memberships = await userMemberships(db, steps.userId);
  const membership = memberships.find((candidate) => candidate.tenantId === steps.tenantId) ?? chooseTenant(memberships, null, tenantHints(request));
  if (!membership) throw httpError(403, 'NO_OFFICE');
  const policy = await tenantSecurityPolicy(ctx, membership.tenantId, membership.officeType);
  const facts = await findPasswordFacts(db, steps.userId);
  if (!facts) throw httpError(401, 'INVALID_CREDENTIALS');
  const now = new Date();
  const passwordChangeRequired = steps.method === 'password' && passwordExpired(facts.password_changed_at, facts.created_at, policy.password, now);
  if (request.auth) await revokeSession(db, request.auth.userId, request.auth.sessionId, now);
  // The user may ask for a shorter idle timeout than the office's, never a longer one.
  const preferred = await preferredSessionTimeoutMinutes(db, steps.userId);
  const idleTimeoutMinutes = preferred === null ? policy.sessionTimeoutMinutes : Math.min(preferred, policy.sessionTimeoutMinutes);
  const session = await createSession(db, {
    userId: steps.userId,
    tenantId: membership.tenantId,
    idleTimeoutMinutes,
    absoluteHours: policy.absoluteSessionHours ?? 12,
    ip,
    userAgent: userAgent ?? undefined,
    now,
    method: [steps.method, ...steps.passed].join('+'),
    passwordChangeRequired,
  });
  const sessionHash = hashSecretId(session.cookieValue);
  setSessionCookie(request, reply, session.cookieValue, Math.ceil((session.expiresAt.getTime() - now.getTime()) / 1000));
  const csrfToken = csrfTokenForSession(config.sessionSecret, sessionHash);
  setCsrfCookie(request, reply, csrfToken);
  await rememberDevice(db, request, reply, steps.userId, userAgent, now);
  await clearCredentialFailures(db, steps.userId, now);
  await recordSecurityEvent(db, { userId: steps.userId, tenantId: membership.tenantId, eventType: 'login', success: true, ip, userAgent, details: { method: steps.method, factors: steps.passed } });
  await recordAudit(db, { ...actorOf(request, membership.tenantId), userId: steps.userId }, { eventType: 'auth.login', serviceName: 'auth', entityType: 'session', entityId: session.id, after: { method: steps.method, factors: steps.passed }, success: true });
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
  return {
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
}

/** The answer of a completed sign-in. */
export type SignedInAnswer = Awaited<ReturnType<typeof completeSignIn>>;
