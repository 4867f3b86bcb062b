import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { addMember, expectError, tenantIdOf, userIdOf } from './team.test-support';

const DIRECTORY = '/api/team/directory';

describe.each(testDatabaseKinds())('the members’ directory on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addMember(t, 'legal', 'directory-viewer@legal.example.com', 'viewer');
    await addMember(t, 'legal', 'directory-manager@legal.example.com', 'manager');
    const gone = await addMember(t, 'legal', 'directory-gone@legal.example.com', 'user');
    await t.database.db.updateTable('memberships').set({ is_active: false, deactivated_at: new Date() }).where('user_id', '=', gone).where('tenant_id', '=', await tenantIdOf(t, 'legal')).execute();
  });
  afterAll(async () => t?.close());

  it('answers every member, a viewer too, the office’s active members with their names and roles and nothing else', async () => {
    const admin = await userIdOf(t, 'admin@legal.example.com');
    const pro = await userIdOf(t, 'pro@legal.example.com');
    const viewer = await userIdOf(t, 'directory-viewer@legal.example.com');
    const gone = await userIdOf(t, 'directory-gone@legal.example.com');
    const medicalAdmin = await userIdOf(t, 'admin@medical.example.com');
    for (const email of ['directory-viewer@legal.example.com', 'pro@legal.example.com', 'directory-manager@legal.example.com', 'admin@legal.example.com']) {
      const response = await (await t.signIn(email)).request({ method: 'GET', url: DIRECTORY });
      expect(response.statusCode, email).toBe(200);
      const { members } = response.json().data as { members: Record<string, unknown>[] };
      const ids = members.map((member) => member.userId);
      expect(ids).toEqual(expect.arrayContaining([admin, pro, viewer]));
      // Deactivated members cannot be given work; another office's members are never there (row-level security).
      expect(ids).not.toContain(gone);
      expect(ids).not.toContain(medicalAdmin);
      expect(members.find((member) => member.userId === viewer)).toEqual({ userId: viewer, name: 'Tal directory-viewer', role: 'viewer', professionalRole: null });
      for (const member of members) expect(Object.keys(member).sort()).toEqual(['name', 'professionalRole', 'role', 'userId']);
    }
  });

  it('refuses a caller without a session, and is described in the OpenAPI document', async () => {
    expectError(await t.anonymous().request({ method: 'GET', url: DIRECTORY }), 401, 'AUTHENTICATION_REQUIRED');
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(Object.keys(document.paths[DIRECTORY]?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403']));
  });
});
