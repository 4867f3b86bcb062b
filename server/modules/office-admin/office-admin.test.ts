import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { OFFICE_ADMIN_BASE } from './office-admin.routes';

const HEBREW = /[א-ת]/;

/** The office customisation API as a signed-in agent; state-changing calls carry the CSRF token. */
function officeApi(agent: TestAgent) {
  const call = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: unknown) =>
    agent.request({ method, url: `${OFFICE_ADMIN_BASE}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), csrf: method !== 'GET', headers: { 'x-language': 'en' } });
  return {
    get: (path = '') => call('GET', path),
    put: (payload: unknown) => call('PUT', '', payload),
    post: (path: string) => call('POST', path),
  };
}

const RENAMED = { terminology: { he: { client: 'לקוח/ה', clients: 'לקוחות המשרד' }, en: { client: 'Customer', clients: 'Customers' } } };
const RECOLOURED = { ...RENAMED, ui: { theme: { colors: { primary: '#7a1f5c' } } } };

describe.each(testDatabaseKinds())('office customisation by its admin on $kind', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof officeApi>;
  let pro: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = officeApi(await t.signIn('admin@legal.example.com', { tenant: 'legal' }));
    pro = await t.signIn('pro@legal.example.com', { tenant: 'legal' });
  });
  afterAll(async () => t?.close());

  const officeConfigOf = async (agent: TestAgent) => (await agent.request({ method: 'GET', url: '/api/users/office-config' })).json().data;
  const versionOf = async () => (await admin.get()).json().data.version as number;

  it('saves overrides as versions that every member runs on at their next request; the same overrides again make no version', async () => {
    expect((await admin.get()).json().data).toEqual({ officeType: 'legal', version: 0, overrides: {} });
    const renamed = await admin.put({ overrides: RENAMED, baseVersion: 0 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'The office settings were saved', messages: { he: expect.stringMatching(HEBREW) }, data: { version: 1, changed: ['terminology'], warnings: [] } });
    const recoloured = await admin.put({ overrides: RECOLOURED, baseVersion: 1 });
    expect(recoloured.json().data).toMatchObject({ version: 2, changed: ['ui.theme'] });

    const seen = await officeConfigOf(pro);
    expect(seen.terminology.he).toMatchObject({ client: 'לקוח/ה', clients: 'לקוחות המשרד' });
    expect(seen.terminology.en.client).toBe('Customer');
    expect(seen.ui.theme.colors.primary).toBe('#7a1f5c');

    const again = await admin.put({ overrides: RECOLOURED, baseVersion: 2 });
    expect(again.json()).toMatchObject({ message: 'Nothing to save: the settings are the same', data: { version: 2, changed: [] } });
  });

  it('refuses an invalid colour with the message of spec 3 §5 at its field, and a policy outside its bounds, changing nothing', async () => {
    const before = await versionOf();
    const colour = await admin.put({ overrides: { ui: { theme: { colors: { primary: 'not-a-colour', secondary: '#12345' } } } }, baseVersion: before });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().errors).toEqual([
      expect.objectContaining({ field: 'ui.theme.colors.primary', messages: expect.objectContaining({ en: 'Invalid primary color', he: expect.stringMatching(HEBREW) }) }),
      expect.objectContaining({ field: 'ui.theme.colors.secondary', messages: expect.objectContaining({ en: 'Invalid secondary color' }) }),
    ]);
    const policy = await admin.put({ overrides: { security: { password: { minLength: 4 } } }, baseVersion: before });
    expect(policy.statusCode).toBe(400);
    expect(policy.json().errors.map((error: { field: string }) => error.field)).toEqual(['security.password.minLength']);
    const unknown = await admin.put({ overrides: { colour: 'red' }, baseVersion: before });
    expect(unknown.statusCode).toBe(400);
    expect(await versionOf()).toBe(before);
    expect((await officeConfigOf(pro)).ui.theme.colors.primary).toBe('#7a1f5c');
  });

  it('warns, without refusing, of a font size outside 10–20 px', async () => {
    const version = await versionOf();
    const saved = await admin.put({ overrides: { ...RECOLOURED, ui: { theme: { colors: { primary: '#7a1f5c' }, typography: { baseSize: 24 } } } }, baseVersion: version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.warnings).toEqual([expect.objectContaining({ field: 'ui.theme.typography.baseSize' })]);
  });

  it('refuses a save begun from an older version (409), so one admin never overwrites another unseen', async () => {
    const stale = await admin.put({ overrides: {}, baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('lists every version with who changed what, and reverts to an earlier one as a new version; audited with before and after', async () => {
    const history = (await admin.get('/versions')).json();
    expect(history.pagination.total).toBe(3);
    expect(history.data.map((version: { version: number }) => version.version)).toEqual([3, 2, 1]);
    expect(history.data[2]).toMatchObject({ version: 1, overrides: RENAMED, changed: ['terminology'], revertedFrom: null, createdByName: 'Dana Admin' });

    const idOf = (number: number) => (history.data as { id: string; version: number }[]).find((version) => version.version === number)!.id;
    const reverted = await admin.post(`/versions/${idOf(1)}/revert`);
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ message: 'The office settings were restored to an earlier version', data: { version: 4, overrides: RENAMED, changed: ['ui.theme'] } });
    expect((await officeConfigOf(pro)).ui.theme.colors.primary).toBe('#1f3a5f');
    const newest = (await admin.get('/versions')).json().data[0];
    expect(newest).toMatchObject({ version: 4, revertedFrom: 1, overrides: RENAMED });
    expect((await admin.get(`/versions/${newest.id}`)).json().data).toMatchObject({ version: 4, revertedFrom: 1 });
    expect((await admin.get(`/versions/${idOf(2)}`)).json().data.overrides).toEqual(RECOLOURED);
    expect((await admin.get('/versions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const audit = await t.database.db.selectFrom('audit_log').select(['event_type', 'before', 'after', 'entity_id']).where('service_name', '=', 'office-admin').orderBy('occurred_at').execute();
    expect(audit.map((entry) => [entry.event_type, entry.entity_id])).toEqual([
      ['office.settings.save', '1'],
      ['office.settings.save', '2'],
      ['office.settings.save', '3'],
      ['office.settings.revert', '4'],
    ]);
    expect(audit[0]).toMatchObject({ before: {}, after: RENAMED });
    expect(audit[3]!.after).toEqual(RENAMED);
  });

  it('keeps branding to offices with custom branding or white label, and its options to the platform', async () => {
    const medical = officeApi(await t.signIn('admin@medical.example.com', { tenant: 'medical' }));
    const locked = { ui: { theme: { features: { customBranding: false, whiteLabel: false } } } };
    await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify(locked) }).where('slug', '=', 'medical').execute();
    const branded = await medical.put({ overrides: { ...locked, ui: { ...locked.ui, branding: { tagline: { he: 'תמיד איתכם', en: 'Always with you' } } } }, baseVersion: 0 });
    expect(branded.statusCode).toBe(403);
    expect(branded.json()).toMatchObject({ code: 'BRANDING_NOT_ENABLED', messages: { en: 'Custom branding is not enabled for this tenant' } });
    const unlocked = await medical.put({ overrides: {}, baseVersion: 0 });
    expect(unlocked.statusCode).toBe(403);
    expect(unlocked.json().code).toBe('THEME_FEATURES_LOCKED');
    // The versions are each office's own: medical sees none of legal's.
    expect((await medical.get('/versions')).json().pagination.total).toBe(0);
  });

  it('saves the office’s contact e-mail and phone with its brand, and refuses bad ones at their fields in every language', async () => {
    const version = await versionOf();
    const bad = await admin.put({ overrides: { ui: { branding: { contactEmail: 'office@', contactPhone: 'call us' } } }, baseVersion: version });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_OVERRIDES', messages: { he: expect.stringMatching(HEBREW), es: expect.any(String) } });
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: 'ui.branding.contactEmail', messages: { he: expect.stringMatching(HEBREW), en: expect.stringContaining('contact e-mail'), es: expect.stringContaining('correo') } }),
      expect.objectContaining({ field: 'ui.branding.contactPhone', messages: { he: expect.stringMatching(HEBREW), en: expect.stringContaining('contact phone'), es: expect.stringContaining('teléfono') } }),
    ]);
    const tooLong = await admin.put({ overrides: { ui: { branding: { contactEmail: `${'a'.repeat(90)}@example.com` } } }, baseVersion: version });
    expect(tooLong.json().errors).toEqual([expect.objectContaining({ field: 'ui.branding.contactEmail', message: expect.stringContaining('100 characters') })]);
    expect(await versionOf()).toBe(version);

    const contact = { contactEmail: 'reception@legal.example.com', contactPhone: '+972 3-555-0000' };
    const current = (await admin.get()).json().data.overrides as Record<string, unknown>;
    const saved = await admin.put({ overrides: { ...current, ui: { branding: contact } }, baseVersion: version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.changed).toEqual(['ui.branding']);
    expect((await officeConfigOf(pro)).ui.branding).toMatchObject(contact);
  });

  it('answers 403 to a member who is not an admin on every call, and 401 to no one signed in', async () => {
    const member = officeApi(pro);
    const someId = '00000000-0000-4000-8000-000000000001';
    for (const response of [await member.get(), await member.put({ overrides: {}, baseVersion: 0 }), await member.get('/versions'), await member.get(`/versions/${someId}`), await member.post(`/versions/${someId}/revert`)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('ADMIN_REQUIRED');
    }
    const anonymous = officeApi(t.anonymous());
    expect((await anonymous.get()).statusCode).toBe(401);
    expect((await anonymous.get('/versions')).statusCode).toBe(401);
  });
});
