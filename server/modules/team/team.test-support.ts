import { expect } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';

/** Hebrew letters: a message is in Hebrew. */
export const HEBREW = /[א-ת]/;

/** The team routes, called by one signed-in agent. */
export function teamApi(agent: TestAgent) {
  return {
    agent,
    list: () => agent.request({ method: 'GET', url: '/api/admin/team' }),
    change: (userId: string, payload: Record<string, unknown>) => agent.request({ method: 'PATCH', url: `/api/admin/team/${userId}`, payload, csrf: true }),
    deactivate: (userId: string) => agent.request({ method: 'POST', url: `/api/admin/team/${userId}/deactivate`, csrf: true }),
    reactivate: (userId: string) => agent.request({ method: 'POST', url: `/api/admin/team/${userId}/reactivate`, csrf: true }),
  };
}

/** A team api of one agent. */
export type TeamApi = ReturnType<typeof teamApi>;

/** An office's id by its slug. */
export async function tenantIdOf(t: TestApp, slug: string): Promise<string> {
  return (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

/** A user's id by their address. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  return (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** Makes a user (created when new) a member of an office with a role, as the test's set-up (the database owner); answers their id. */
export async function addMember(t: TestApp, slug: string, email: string, role: 'admin' | 'manager' | 'user' | 'viewer', professionalRole: string | null = null): Promise<string> {
  const db = t.database.db;
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const userId =
    existing?.id ??
    (await db.insertInto('users').values({ email, password_hash: null, first_name: 'Tal', last_name: email.split('@')[0]!, email_verified_at: new Date(), password_changed_at: new Date() }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('memberships').values({ tenant_id: await tenantIdOf(t, slug), user_id: userId, role, professional_role: professionalRole }).execute();
  return userId;
}

/** A membership as stored. */
export async function membershipOf(t: TestApp, slug: string, userId: string) {
  return t.database.db
    .selectFrom('memberships')
    .select(['role', 'professional_role', 'is_active', 'deactivated_at', 'deactivated_by'])
    .where('tenant_id', '=', await tenantIdOf(t, slug))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The office's audit entries of the team module about one member, oldest first. */
export async function teamAuditOf(t: TestApp, slug: string, userId: string) {
  return t.database.db
    .selectFrom('audit_log')
    .select(['event_type', 'service_name', 'entity_type', 'entity_id', 'user_id', 'before', 'after', 'success'])
    .where('tenant_id', '=', await tenantIdOf(t, slug))
    .where('service_name', '=', 'team')
    .where('entity_id', '=', userId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

/** Expects an error answer with its code and messages in Hebrew and English. */
export function expectError(response: { statusCode: number; body: string; json(): unknown }, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, code, message: expect.any(String), messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
}
