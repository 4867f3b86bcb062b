import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { addMember, expectError, HEBREW, membershipOf, teamApi, teamAuditOf, tenantIdOf, userIdOf, type TeamApi } from './team.test-support';

const PRO = 'pro@legal.example.com';

describe.each(testDatabaseKinds())('deactivating and reactivating members on $kind', (kind) => {
  let t: TestApp;
  let admin: TeamApi;
  let adminId: string;
  let proId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = teamApi(await t.signIn('admin@legal.example.com'));
    adminId = await userIdOf(t, 'admin@legal.example.com');
    proId = await userIdOf(t, PRO);
    // The professional belongs to a second office too, where their sessions must stay.
    await addMember(t, 'generic', PRO, 'user');
  });
  afterAll(async () => t?.close());

  const sessionsOf = async (agent: TestAgent) => agent.request({ method: 'GET', url: '/api/users/sessions' });
  const liveSessions = async (slug: string) =>
    t.database.db.selectFrom('sessions').select('id').where('user_id', '=', proId).where('tenant_id', '=', await tenantIdOf(t, slug)).where('revoked_at', 'is', null).execute();

  it("ends every session of the member in this office at once: their next request is refused, cookie or Bearer token", async () => {
    const laptop = await t.signIn(PRO, { tenant: 'legal' });
    const phone = await t.signIn(PRO, { tenant: 'legal' });
    const refreshed = await phone.request({ method: 'POST', url: '/api/auth/refresh-token', payload: { Username: PRO }, csrf: true });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const bearer = { authorization: `Bearer ${refreshed.json().accessToken as string}` };
    const elsewhere = await t.signIn(PRO, { tenant: 'generic' });
    expect((await sessionsOf(laptop)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/sessions', headers: bearer })).statusCode).toBe(200);

    const response = await admin.deactivate(proId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Member deactivated; all their sessions in this office ended',
      messages: { he: expect.stringMatching(HEBREW) },
      data: { userId: proId, isActive: false, deactivatedAt: expect.any(String), sessionsEnded: 2, lastSeenAt: expect.any(String) },
    });

    expectError(await sessionsOf(laptop), 401, 'AUTHENTICATION_REQUIRED');
    expectError(await sessionsOf(phone), 401, 'AUTHENTICATION_REQUIRED');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/sessions', headers: bearer })).statusCode).toBe(401);
    expect(await liveSessions('legal')).toEqual([]);
    // Their session in the other office still works.
    expect((await sessionsOf(elsewhere)).statusCode).toBe(200);
    expect(await membershipOf(t, 'legal', proId)).toMatchObject({ is_active: false, deactivated_at: expect.any(Date), deactivated_by: adminId });
  });

  it('leaves their sessions in another office alone, and never lets them act in this office again', async () => {
    const elsewhere = await t.signIn(PRO, { tenant: 'generic' });
    expect(await liveSessions('generic')).toHaveLength(2);
    expect((await sessionsOf(elsewhere)).statusCode).toBe(200);
    // Naming the office they were deactivated in changes nothing: they act in the office they still belong to.
    for (const headers of [{ 'x-tenant-id': await tenantIdOf(t, 'legal') }, { 'x-tenant-subdomain': 'legal' }, { host: 'legal.lishka.test' }]) {
      const status = await elsewhere.request({ method: 'GET', url: '/api/auth/status', headers });
      expect(status.json()).toMatchObject({ isAuthenticated: true, tenant: { tenantSubdomain: 'generic' } });
    }
    // A new sign-in to this office finds no membership there.
    await expect(t.signIn(PRO, { tenant: 'legal' })).rejects.toThrow(/no office named legal/);
  });

  it('records the deactivation once, with before and after; deactivating again changes nothing', async () => {
    const again = await admin.deactivate(proId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ isActive: false, sessionsEnded: 0 });
    expect(await teamAuditOf(t, 'legal', proId)).toEqual([
      { event_type: 'team.member_deactivated', service_name: 'team', entity_type: 'membership', entity_id: proId, user_id: adminId, before: { isActive: true }, after: { isActive: false, sessionsEnded: 2 }, success: true },
    ]);
  });

  it('lists the deactivated member as inactive, and lets their role change while inactive', async () => {
    const listed = (await admin.list()).json().data.members.find((member: { userId: string }) => member.userId === proId);
    expect(listed).toMatchObject({ isActive: false, deactivatedAt: expect.any(String) });
    expect((await admin.change(proId, { role: 'viewer' })).json().data).toMatchObject({ role: 'viewer', isActive: false });
    expect((await admin.change(proId, { role: 'user' })).statusCode).toBe(200);
  });

  it('reactivates the member: they can sign in to the office again; their old sessions stay ended', async () => {
    const old = await t.signIn(PRO, { tenant: 'generic' });
    const response = await admin.reactivate(proId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Member reactivated', messages: { he: expect.stringMatching(HEBREW) }, data: { userId: proId, isActive: true, deactivatedAt: null } });
    expect(await membershipOf(t, 'legal', proId)).toMatchObject({ is_active: true, deactivated_at: null, deactivated_by: null });

    const back = await t.signIn(PRO, { tenant: 'legal' });
    expect((await back.request({ method: 'GET', url: '/api/auth/status' })).json()).toMatchObject({ isAuthenticated: true, tenant: { tenantSubdomain: 'legal' } });
    expect((await sessionsOf(old)).statusCode).toBe(200);

    expect((await admin.reactivate(proId)).json().data).toMatchObject({ isActive: true });
    const entries = (await teamAuditOf(t, 'legal', proId)).filter((entry) => entry.event_type === 'team.member_reactivated');
    expect(entries).toEqual([expect.objectContaining({ service_name: 'team', entity_type: 'membership', user_id: adminId, before: { isActive: false }, after: { isActive: true } })]);
  });

  it('answers 404 for deactivating or reactivating a user of another office, and leaves them as they were', async () => {
    const medicalPro = await userIdOf(t, 'pro@medical.example.com');
    const medical = await t.signIn('pro@medical.example.com');
    expectError(await admin.deactivate(medicalPro), 404, 'MEMBER_NOT_FOUND');
    expectError(await admin.reactivate(medicalPro), 404, 'MEMBER_NOT_FOUND');
    expect((await sessionsOf(medical)).statusCode).toBe(200);
    expect(await membershipOf(t, 'medical', medicalPro)).toMatchObject({ is_active: true });
  });
});
