import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { AUDIT_CALLS, auditApi, HEBREW, signInMember, writeEntries } from './audit.test-support';

describe.each(testDatabaseKinds())('audit API access on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const callAll = (api: ReturnType<typeof auditApi>) =>
    Promise.all(AUDIT_CALLS.map(async (call) => ({ call, response: call.method === 'PUT' ? await api.put(call.path, call.payload) : call.method === 'POST' ? await api.post(call.path) : await api.get(call.path) })));

  it('refuses anonymous callers with 401', async () => {
    for (const { call, response } of await callAll(auditApi(t.anonymous()))) expect(response.statusCode, `${call.method} ${call.path}`).toBe(401);
  });

  it('refuses every route to a member who is not an admin (user, manager, viewer) with 403 ADMIN_REQUIRED, and changes nothing', async () => {
    const members = [await t.signIn('pro@legal.example.com'), await signInMember(t, 'legal', 'viewer'), await signInMember(t, 'legal', 'manager')];
    for (const member of members) {
      for (const { call, response } of await callAll(auditApi(member))) {
        expect(response.statusCode, `${call.method} ${call.path}`).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: 'ADMIN_REQUIRED', messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/administrator/) } });
      }
    }
    const settings = await t.database.db.selectFrom('audit_settings').selectAll().execute();
    expect(settings).toEqual([]);
    expect(await t.database.db.selectFrom('audit_log').select('id').where('event_type', 'in', ['audit.export', 'audit.toggle', 'audit.configuration.update']).execute()).toEqual([]);
  });

  it('answers an admin on every route', async () => {
    for (const { call, response } of await callAll(auditApi(await t.signIn('admin@legal.example.com')))) expect(response.statusCode, `${call.method} ${call.path}: ${response.body.slice(0, 300)}`).toBe(200);
  });

  it('shows an office only its own entries, its own figures and its own chain', async () => {
    await writeEntries(t, 'legal', [{ eventType: 'test.legal-only', entityId: 'legal-secret' }]);
    await writeEntries(t, 'medical', [{ eventType: 'test.medical-only' }]);
    const medical = auditApi(await t.signIn('admin@medical.example.com'));
    const legal = auditApi(await t.signIn('admin@legal.example.com'));
    expect((await medical.get('/logs?searchText=legal-secret')).json().data.totalCount).toBe(0);
    expect((await medical.get('/logs?eventType=test.legal-only')).json().data.logs).toEqual([]);
    expect((await legal.get('/logs?eventType=test.legal-only')).json().data.totalCount).toBe(1);
    const types = ((await medical.get('/statistics')).json().data.byEventType as { eventType: string }[]).map((row) => row.eventType);
    expect(types).toContain('test.medical-only');
    expect(types).not.toContain('test.legal-only');
    expect((await medical.get('/export?format=json')).body).not.toContain('legal-secret');
    const medicalCount = await t.database.db.selectFrom('audit_log').innerJoin('tenants', 'tenants.id', 'audit_log.tenant_id').select((eb) => eb.fn.countAll<string>().as('n')).where('tenants.slug', '=', 'medical').executeTakeFirstOrThrow();
    const verified = (await medical.get('/verify')).json().data;
    // The export just made is one more entry of the office's.
    expect(verified).toMatchObject({ valid: true, checked: Number(medicalCount.n), firstBroken: null });
    expect((await medical.get('/status')).json().data.totalEntries).toBe(Number(medicalCount.n));
  });
});
