import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { actorOf, recordAudit, recordPlatformEvent } from '../../audit/audit-writer';
import type { Database } from '../../db/schema';
import type { Membership } from '../../http/request-context';
import { tenantConfiguration } from '../../office-types/tenant-configuration';
import { httpError } from '../../plugins/errors';
import { chooseTenant, tenantHints } from '../../plugins/session';
import { verifyPassword } from '../../security/passwords';
import { hashSecretId } from '../../security/tokens';
import { createSession, revokeSession } from '../../sessions/session-store';
import { findPublicTenant, userMemberships } from '../../tenancy/tenant-queries';
import { findLoginAccount, recordSecurityEvent } from './auth.queries';

/** What sign-in needs from the server. */
export interface SignInDependencies {
  db: Kysely<Database>;
  catalog: OfficeTypeCatalog;
}

/** A new session and what the client is told about it. */
export interface SignedIn {
  cookieValue: string;
  sessionHash: Buffer;
  userId: string;
  membership: Membership;
  memberships: Membership[];
  idleTimeoutMinutes: number;
  expiresAt: Date;
}

const userAgentOf = (request: FastifyRequest): string | null => (request.headers['user-agent'] ?? '').slice(0, 500) || null;

/**
 * Checks an e-mail and password and opens a session in a tenant the user belongs to (the one asked for at
 * sign-in, else decision 2's order). The session's idle timeout and lifetime come from that office's security
 * policy; an earlier session of the request ends (a new id at every sign-in). Failures are recorded.
 */
export async function signIn(deps: SignInDependencies, request: FastifyRequest, email: string, password: string, wantedTenant?: string): Promise<SignedIn> {
  const { db } = deps;
  const account = await findLoginAccount(db, email);
  const passwordMatches = await verifyPassword(account?.password_hash, password);
  const ip = request.ip;
  const userAgent = userAgentOf(request);
  if (!account || !passwordMatches) {
    if (account) await recordSecurityEvent(db, { userId: account.id, tenantId: null, eventType: 'login', success: false, ip, userAgent, details: { reason: 'invalid-password' } });
    await recordPlatformEvent(db, request, { eventType: 'auth.login', serviceName: 'auth', success: false, userId: account?.id ?? null, details: { reason: account ? 'invalid-password' : 'unknown-account' } });
    throw httpError(401, 'INVALID_CREDENTIALS');
  }
  if (!account.is_active) {
    await recordSecurityEvent(db, { userId: account.id, tenantId: null, eventType: 'login', success: false, ip, userAgent, details: { reason: 'inactive' } });
    throw httpError(403, 'ACCOUNT_DISABLED');
  }
  if (!account.email_verified_at) {
    await recordSecurityEvent(db, { userId: account.id, tenantId: null, eventType: 'login', success: false, ip, userAgent, details: { reason: 'email-not-verified' } });
    throw httpError(403, 'EMAIL_NOT_VERIFIED');
  }
  const memberships = await userMemberships(db, account.id);
  const hints = tenantHints(request);
  const membership = chooseTenant(memberships, null, { ...hints, ...(wantedTenant ? { stored: wantedTenant } : {}) });
  if (!membership) throw httpError(403, 'NO_OFFICE');
  const tenant = await findPublicTenant(db, membership.tenantId);
  const policy = tenantConfiguration(deps.catalog, { id: membership.tenantId, officeType: membership.officeType, overrides: tenant?.overrides ?? {} }).security;
  const now = new Date();
  if (request.auth) await revokeSession(db, request.auth.userId, request.auth.sessionId, now);
  const session = await createSession(db, {
    userId: account.id,
    tenantId: membership.tenantId,
    idleTimeoutMinutes: policy.sessionTimeoutMinutes,
    absoluteHours: policy.absoluteSessionHours ?? 12,
    ip,
    userAgent: userAgent ?? undefined,
    now,
  });
  await recordSecurityEvent(db, { userId: account.id, tenantId: membership.tenantId, eventType: 'login', success: true, ip, userAgent });
  await recordAudit(db, { ...actorOf(request, membership.tenantId), userId: account.id }, { eventType: 'auth.login', serviceName: 'auth', entityType: 'session', entityId: session.id, success: true });
  return {
    cookieValue: session.cookieValue,
    sessionHash: hashSecretId(session.cookieValue),
    userId: account.id,
    membership,
    memberships,
    idleTimeoutMinutes: policy.sessionTimeoutMinutes,
    expiresAt: session.expiresAt,
  };
}
