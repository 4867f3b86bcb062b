import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { lastSeenByMember, listMembers, setMemberActive, updateRoles } from './team.queries';
import { addMember, expectError, membershipOf, teamApi, tenantIdOf, userIdOf } from './team.test-support';

describe.each(testDatabaseKinds())('who may use the team routes on $kind', (kind) => {
  let t: TestApp;
  let proId: string;
  let legalAdminId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    proId = await userIdOf(t, 'pro@legal.example.com');
    legalAdminId = await userIdOf(t, 'admin@legal.example.com');
    await addMember(t, 'legal', 'manager@legal.example.com', 'manager');
    await addMember(t, 'legal', 'viewer@legal.example.com', 'viewer');
  });
  afterAll(async () => t?.close());

  const everyRoute = (api: ReturnType<typeof teamApi>, userId: string) => [
    ['GET /api/admin/team', () => api.list()],
    ['PATCH /api/admin/team/:userId', () => api.change(userId, { role: 'admin' })],
    ['POST /api/admin/team/:userId/deactivate', () => api.deactivate(userId)],
    ['POST /api/admin/team/:userId/reactivate', () => api.reactivate(userId)],
  ] as const;

  it.each(['pro@legal.example.com', 'manager@legal.example.com', 'viewer@legal.example.com'])('refuses %s every admin route with 403 ADMIN_REQUIRED, and changes nothing', async (email) => {
    const api = teamApi(await t.signIn(email));
    const ownId = await userIdOf(t, email);
    for (const target of [ownId, legalAdminId]) {
      for (const [name, call] of everyRoute(api, target)) {
        const response = await call();
        expectError(response, 403, 'ADMIN_REQUIRED');
        expect(response.json().message, name).toBe('You need administrator permissions to access this page');
      }
    }
    expect(await membershipOf(t, 'legal', ownId)).toMatchObject({ is_active: true });
    expect(await membershipOf(t, 'legal', legalAdminId)).toMatchObject({ role: 'admin', is_active: true });
  });

  it('refuses every admin route to a caller without a session with 401', async () => {
    const anonymous = t.anonymous();
    await anonymous.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    for (const [, call] of everyRoute(teamApi(anonymous), proId)) expectError(await call(), 401, 'AUTHENTICATION_REQUIRED');
  });

  it("shows an admin only their own office's members, whatever office the request names", async () => {
    const medical = teamApi(await t.signIn('admin@medical.example.com'));
    const legalId = await tenantIdOf(t, 'legal');
    for (const headers of [{}, { 'x-tenant-id': legalId }, { 'x-tenant-subdomain': 'legal' }, { host: 'legal.lishka.test' }]) {
      const response = await medical.agent.request({ method: 'GET', url: '/api/admin/team?tenant=legal', headers });
      expect(response.statusCode, response.body).toBe(200);
      const emails = (response.json().data.members as { email: string }[]).map((member) => member.email).sort();
      expect(emails).toEqual(['admin@medical.example.com', 'pro@medical.example.com']);
      expect(response.json().data.roles.defaultProfessionalRole).toBe('doctor');
    }
  });

  it("never lets an admin of one office change another office's member: 404, and the member stays as they were", async () => {
    const medical = teamApi(await t.signIn('admin@medical.example.com'));
    const pro = await t.signIn('pro@legal.example.com');
    const headers = { 'x-tenant-id': await tenantIdOf(t, 'legal'), 'x-tenant-subdomain': 'legal' };
    expectError(await medical.agent.request({ method: 'PATCH', url: `/api/admin/team/${proId}`, payload: { role: 'viewer' }, headers, csrf: true }), 404, 'MEMBER_NOT_FOUND');
    expectError(await medical.agent.request({ method: 'POST', url: `/api/admin/team/${proId}/deactivate`, headers, csrf: true }), 404, 'MEMBER_NOT_FOUND');
    expectError(await medical.agent.request({ method: 'POST', url: `/api/admin/team/${legalAdminId}/deactivate`, headers, csrf: true }), 404, 'MEMBER_NOT_FOUND');
    expect(await membershipOf(t, 'legal', proId)).toMatchObject({ role: 'user', is_active: true });
    expect((await pro.request({ method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(200);
  });

  it("keeps the queries to the transaction's office in the database itself (row-level security)", async () => {
    const db = t.database.db;
    const medical = { tenantId: await tenantIdOf(t, 'medical'), userId: await userIdOf(t, 'admin@medical.example.com') };
    await withContext(db, medical, async (trx) => {
      expect((await listMembers(trx)).map((member) => member.email).sort()).toEqual(['admin@medical.example.com', 'pro@medical.example.com']);
      expect([...(await lastSeenByMember(trx)).keys()]).not.toContain(proId);
      await updateRoles(trx, proId, { role: 'admin', professional_role: null }, new Date());
      await setMemberActive(trx, proId, false, medical.userId, new Date());
      const { rows } = await sql<{ ended: number }>`select end_member_sessions(${proId}::uuid, now()) as ended`.execute(trx);
      expect(rows[0]!.ended).toBe(0);
    });
    expect(await membershipOf(t, 'legal', proId)).toMatchObject({ role: 'user', professional_role: 'attorney', is_active: true });
  });

  it("lets only the office's active admin read or end its members' sessions in the database", async () => {
    const db = t.database.db;
    await t.signIn('pro@legal.example.com');
    const asPro = { tenantId: await tenantIdOf(t, 'legal'), userId: proId };
    expect(await withContext(db, asPro, async (trx) => (await lastSeenByMember(trx)).size)).toBe(0);
    await expect(withContext(db, asPro, (trx) => sql`select end_member_sessions(${legalAdminId}::uuid, now())`.execute(trx))).rejects.toThrow(/only an active admin/);
    const asAdmin = { tenantId: asPro.tenantId, userId: legalAdminId };
    expect(await withContext(db, asAdmin, async (trx) => (await lastSeenByMember(trx)).has(proId))).toBe(true);
  });
});
