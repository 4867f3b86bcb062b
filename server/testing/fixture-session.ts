import type { Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { CSRF_COOKIE, SESSION_COOKIE } from '../http/cookies';
import { tenantConfiguration } from '../office-types/tenant-configuration';
import { hashSecretId } from '../security/tokens';
import { csrfTokenForSession } from '../sessions/csrf';
import { createSession } from '../sessions/session-store';
import { findPublicTenant, userMemberships } from '../tenancy/tenant-queries';
import type { TestAgent } from './test-agent';

/**
 * Opens, for a test, the session a complete sign-in of this user opens — in the tenant asked for, else their
 * first — with the office's timeouts, and gives the agent its session and CSRF cookies. Runs as the database
 * owner, as the test's own set-up does.
 */
export async function openFixtureSession(db: Kysely<Database>, catalog: OfficeTypeCatalog, config: ServerConfig, agent: TestAgent, email: string, tenant?: string): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'is_active']).where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
  if (!user?.is_active) throw new Error(`No active user ${email} to sign in as`);
  const memberships = await userMemberships(db, user.id);
  const membership = tenant ? memberships.find((candidate) => candidate.slug === tenant || candidate.tenantId === tenant) : memberships[0];
  if (!membership) throw new Error(`${email} belongs to no office${tenant ? ` named ${tenant}` : ''}`);
  const row = await findPublicTenant(db, membership.tenantId);
  const policy = tenantConfiguration(catalog, { id: membership.tenantId, officeType: membership.officeType, overrides: row?.overrides ?? {} }).security;
  const session = await createSession(db, {
    userId: user.id,
    tenantId: membership.tenantId,
    idleTimeoutMinutes: policy.sessionTimeoutMinutes,
    absoluteHours: policy.absoluteSessionHours ?? 12,
    ip: '127.0.0.1',
    userAgent: 'lightMyRequest',
    now: new Date(),
    method: 'test-fixture',
  });
  agent.cookies.set(SESSION_COOKIE, session.cookieValue);
  agent.cookies.set(CSRF_COOKIE, csrfTokenForSession(config.sessionSecret, hashSecretId(session.cookieValue)));
}
