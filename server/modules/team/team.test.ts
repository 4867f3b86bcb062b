import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../testing/multipart-body';
import { onePixelPng } from '../../testing/sample-files';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { addMember, expectError, HEBREW, membershipOf, teamApi, teamAuditOf, userIdOf, type TeamApi } from './team.test-support';

describe.each(testDatabaseKinds())('the team list and role changes on $kind', (kind) => {
  let t: TestApp;
  let admin: TeamApi;
  let adminId: string;
  let proId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = teamApi(await t.signIn('admin@legal.example.com'));
    adminId = await userIdOf(t, 'admin@legal.example.com');
    proId = await userIdOf(t, 'pro@legal.example.com');
  });
  afterAll(async () => t?.close());

  it('gives a member with a profile picture its address, and one without none (the page then shows initials)', async () => {
    const pro = await t.signIn('pro@legal.example.com');
    const picture = multipart([{ name: 'avatar', fileName: 'me.png', contentType: 'image/png', data: onePixelPng() }]);
    const uploaded = await pro.request({ method: 'POST', url: '/api/users/profile/avatar', payload: picture.payload, headers: picture.headers, csrf: true });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const members = (await admin.list()).json().data.members as { userId: string; avatarUrl: string | null }[];
    expect(members.find((member) => member.userId === proId)?.avatarUrl).toBe(uploaded.json().data.avatarUrl);
    expect(members.find((member) => member.userId === adminId)?.avatarUrl).toBeNull();
    await pro.request({ method: 'DELETE', url: '/api/users/profile/avatar', csrf: true });
  });

  it("lists the office's members with their roles, status and last activity here, and the roles the office offers", async () => {
    await t.signIn('pro@legal.example.com');
    await t.database.db.updateTable('users').set({ mfa_enabled: true }).where('id', '=', proId).execute();
    const invited = await admin.agent.request({ method: 'POST', url: '/api/users/invitations', payload: { email: 'someone@example.com', role: 'user' }, csrf: true });
    expect(invited.statusCode, invited.body).toBe(201);

    const response = await admin.list();
    expect(response.statusCode, response.body).toBe(200);
    const { members, roles, pendingInvitations } = response.json().data;
    expect(members).toEqual([
      {
        userId: adminId,
        avatarUrl: null,
        email: 'admin@legal.example.com',
        firstName: 'Dana',
        lastName: 'Admin',
        role: 'admin',
        professionalRole: null,
        isActive: true,
        joinedAt: expect.any(String),
        lastSeenAt: expect.any(String),
        mfaEnabled: false,
        deactivatedAt: null,
        isCurrentUser: true,
      },
      expect.objectContaining({ userId: proId, role: 'user', professionalRole: 'attorney', isActive: true, mfaEnabled: true, lastSeenAt: expect.any(String), isCurrentUser: false }),
    ]);
    expect(roles.platform.map((role: { id: string }) => role.id)).toEqual(['admin', 'manager', 'user', 'viewer']);
    expect(roles.platform[0].name).toMatchObject({ he: expect.stringMatching(HEBREW), en: 'Office admin' });
    expect(roles.professional.map((role: { id: string }) => role.id)).toEqual(['partner', 'attorney', 'paralegal', 'secretary', 'records', 'billing-clerk']);
    expect(roles.professional[1].name).toMatchObject({ he: expect.stringMatching(HEBREW), en: 'Attorney' });
    expect(roles.defaultProfessionalRole).toBe('attorney');
    expect(pendingInvitations).toBe(1);
  });

  it('shows no last activity for a member who never signed in to this office', async () => {
    const quietId = await addMember(t, 'legal', 'quiet@legal.example.com', 'viewer');
    const quiet = (await admin.list()).json().data.members.find((member: { userId: string }) => member.userId === quietId);
    expect(quiet).toMatchObject({ role: 'viewer', professionalRole: null, lastSeenAt: null, isActive: true });
  });

  it("changes a member's role and professional role, audited with before and after", async () => {
    const response = await admin.change(proId, { role: 'manager', professionalRole: 'partner' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Role updated', messages: { he: expect.stringMatching(HEBREW) }, data: { userId: proId, role: 'manager', professionalRole: 'partner' } });
    expect(await membershipOf(t, 'legal', proId)).toMatchObject({ role: 'manager', professional_role: 'partner' });

    // null clears the professional role; a field left out stays.
    expect((await admin.change(proId, { professionalRole: null })).json().data).toMatchObject({ role: 'manager', professionalRole: null });
    expect((await admin.change(proId, { role: 'user' })).json().data).toMatchObject({ role: 'user', professionalRole: null });

    expect(await teamAuditOf(t, 'legal', proId)).toEqual([
      { event_type: 'team.role_changed', service_name: 'team', entity_type: 'membership', entity_id: proId, user_id: adminId, before: { role: 'user', professionalRole: 'attorney' }, after: { role: 'manager', professionalRole: 'partner' }, success: true },
      expect.objectContaining({ before: { role: 'manager', professionalRole: 'partner' }, after: { role: 'manager', professionalRole: null } }),
      expect.objectContaining({ before: { role: 'manager', professionalRole: null }, after: { role: 'user', professionalRole: null } }),
    ]);
  });

  it('records nothing when nothing changes', async () => {
    const before = (await teamAuditOf(t, 'legal', proId)).length;
    expect((await admin.change(proId, { role: 'user' })).statusCode).toBe(200);
    expect((await admin.change(proId, {})).json().data).toMatchObject({ role: 'user' });
    expect(await teamAuditOf(t, 'legal', proId)).toHaveLength(before);
  });

  it('gives an admin role that the member then holds on their next request', async () => {
    const pro = teamApi(await t.signIn('pro@legal.example.com'));
    expectError(await pro.list(), 403, 'ADMIN_REQUIRED');
    expect((await admin.change(proId, { role: 'admin' })).statusCode).toBe(200);
    expect((await pro.list()).statusCode).toBe(200);
    expect((await admin.change(proId, { role: 'user' })).statusCode).toBe(200);
    expectError(await pro.list(), 403, 'ADMIN_REQUIRED');
  });

  it('refuses a professional role the office type does not have, and an unknown role, in Hebrew and English', async () => {
    const doctor = await admin.change(proId, { professionalRole: 'doctor' });
    expectError(doctor, 400, 'INVALID_PROFESSIONAL_ROLE');
    expect(doctor.json()).toMatchObject({ message: 'This office type does not define that role in the office', errors: [{ field: 'professionalRole', messages: { he: expect.stringMatching(HEBREW) } }] });

    const owner = await admin.change(proId, { role: 'owner' });
    expectError(owner, 400, 'INVALID_REQUEST');
    expect(owner.json().errors).toEqual([expect.objectContaining({ field: 'role', message: expect.stringContaining('admin'), messages: { he: expect.stringMatching(HEBREW), en: expect.stringContaining('viewer'), es: expect.any(String) } })]);

    expectError(await admin.change(proId, { role: 'user', extra: true }), 400, 'INVALID_REQUEST');
    expect(await membershipOf(t, 'legal', proId)).toMatchObject({ role: 'user', professional_role: null });
  });

  it('answers 404 for a user who is not a member of this office, whatever other offices they belong to', async () => {
    const medicalAdminId = await userIdOf(t, 'admin@medical.example.com');
    expectError(await admin.change(medicalAdminId, { role: 'viewer' }), 404, 'MEMBER_NOT_FOUND');
    expectError(await admin.change('00000000-0000-4000-8000-000000000000', { role: 'viewer' }), 404, 'MEMBER_NOT_FOUND');
    expectError(await admin.change(medicalAdminId, { professionalRole: 'no-such-role' }), 404, 'MEMBER_NOT_FOUND');
    expect(await membershipOf(t, 'medical', medicalAdminId)).toMatchObject({ role: 'admin', is_active: true });
  });
});
