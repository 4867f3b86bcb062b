import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { expectError, membershipOf, teamApi, teamAuditOf, tenantIdOf, userIdOf } from './team.test-support';

const ADMIN = 'admin@legal.example.com';
const PRO = 'pro@legal.example.com';

describe.each(testDatabaseKinds())("the office's last admin on $kind", (kind) => {
  let t: TestApp;
  let adminId: string;
  let proId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminId = await userIdOf(t, ADMIN);
    proId = await userIdOf(t, PRO);
  });
  afterAll(async () => t?.close());

  /** Sets both demo members' memberships straight in the database (the test's set-up), and signs both in afresh. */
  const setUp = async (admin: { role: 'admin' | 'user'; isActive: boolean }, pro: { role: 'admin' | 'user'; isActive: boolean }) => {
    const tenantId = await tenantIdOf(t, 'legal');
    for (const [userId, state] of [[adminId, admin], [proId, pro]] as const) {
      await t.database.db.updateTable('memberships').set({ role: state.role, is_active: state.isActive }).where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
    }
    return { admin: teamApi(await t.signIn(ADMIN, { tenant: 'legal' })), pro: pro.isActive ? teamApi(await t.signIn(PRO, { tenant: 'legal' })) : undefined };
  };
  const activeAdmins = async () =>
    (await t.database.db.selectFrom('memberships').select('user_id').where('tenant_id', '=', await tenantIdOf(t, 'legal')).where('role', '=', 'admin').where('is_active', '=', true).execute()).map((row) => row.user_id);

  it('refuses to demote or deactivate the only active admin, themselves included, with 409 LAST_ADMIN in Hebrew and English', async () => {
    const { admin } = await setUp({ role: 'admin', isActive: true }, { role: 'user', isActive: true });
    const demoted = await admin.change(adminId, { role: 'manager' });
    expectError(demoted, 409, 'LAST_ADMIN');
    expect(demoted.json().message).toBe('The office must keep at least one active admin; make another member an admin first, then try again');
    expectError(await admin.deactivate(adminId), 409, 'LAST_ADMIN');
    // A professional role is theirs to change: they stay admin.
    expect((await admin.change(adminId, { professionalRole: 'partner' })).json().data).toMatchObject({ role: 'admin', professionalRole: 'partner' });
    expect(await membershipOf(t, 'legal', adminId)).toMatchObject({ role: 'admin', is_active: true });
    expect((await admin.list()).statusCode).toBe(200);
    expect((await teamAuditOf(t, 'legal', adminId)).map((entry) => entry.event_type)).toEqual(['team.role_changed']);
  });

  it('does not count a deactivated admin as one', async () => {
    const { admin } = await setUp({ role: 'admin', isActive: true }, { role: 'admin', isActive: false });
    expectError(await admin.change(adminId, { role: 'user' }), 409, 'LAST_ADMIN');
    expectError(await admin.deactivate(adminId), 409, 'LAST_ADMIN');
    // Demoting the inactive admin leaves the active one: allowed.
    expect((await admin.change(proId, { role: 'user' })).statusCode).toBe(200);
  });

  it('lets an admin step down or deactivate themselves while another admin remains; their own session then ends', async () => {
    let { admin } = await setUp({ role: 'admin', isActive: true }, { role: 'admin', isActive: true });
    expect((await admin.change(adminId, { role: 'manager' })).json().data).toMatchObject({ role: 'manager', isCurrentUser: true });
    expectError(await admin.list(), 403, 'ADMIN_REQUIRED');

    ({ admin } = await setUp({ role: 'admin', isActive: true }, { role: 'admin', isActive: true }));
    const response = await admin.deactivate(adminId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ isActive: false, sessionsEnded: expect.any(Number) });
    expectError(await admin.list(), 401, 'AUTHENTICATION_REQUIRED');
    expect(await activeAdmins()).toEqual([proId]);
  });

  // Two admins demote (or deactivate) each other at the same moment: one wins, and the office keeps an admin.
  it.each([
    ['demote', (api: ReturnType<typeof teamApi>, userId: string) => api.change(userId, { role: 'user' })],
    ['deactivate', (api: ReturnType<typeof teamApi>, userId: string) => api.deactivate(userId)],
  ] as const)('never leaves the office without an active admin when two admins %s each other at once', async (_name, act) => {
    for (let round = 0; round < 5; round += 1) {
      const { admin, pro } = await setUp({ role: 'admin', isActive: true }, { role: 'admin', isActive: true });
      const answers = await Promise.all([act(admin, proId), act(pro!, adminId)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toHaveLength(2);
      expect(statuses[0]).toBe(200);
      // The other waited for the first to commit, then found itself the last admin or no longer one; or, when the
      // first was a deactivation that committed before the second request was let in, its session or membership
      // had already ended.
      expect([401, 403, 409]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      expect(['LAST_ADMIN', 'ADMIN_REQUIRED', 'FORBIDDEN', 'AUTHENTICATION_REQUIRED']).toContain(refused.json().code);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });
});
