import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../src/api/api-error';
import { pickMessage, serverMessage } from '../../../src/api/messages';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { preferredSessionTimeoutMinutes } from '../../users/preferred-session-timeout';
import { DEFAULT_PREFERENCES } from '../../users/user-preferences';

const HEBREW = /[א-ת]/;

describe.each(testDatabaseKinds())('preferences on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const userIdOf = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const auditOf = (userId: string) =>
    t.database.db.selectFrom('audit_log').select(['tenant_id', 'user_id', 'before', 'after', 'success']).where('event_type', '=', 'preferences.update').where('user_id', '=', userId).orderBy('occurred_at').execute();

  it('answers the defaults for preferences never set', async () => {
    const agent = await t.signIn('pro@accounting.example.com');
    const response = await agent.request({ method: 'GET', url: '/api/users/preferences' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { themeMode: 'light', language: 'he', updateChannel: 'stable', backupFrequency: 'weekly', sessionTimeout: 'never', dashboardAutoRefresh: 0 },
    });
    expect(DEFAULT_PREFERENCES).toEqual(response.json().data);
  });

  it('merges a partial update into the others, audits what changed, and leaves other users alone', async () => {
    const agent = await t.signIn('pro@legal.example.com');
    const userId = await userIdOf('pro@legal.example.com');
    const first = await agent.request({ method: 'PUT', url: '/api/users/preferences', payload: { themeMode: 'dark', sessionTimeout: '1h' }, csrf: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, messages: { he: expect.stringMatching(HEBREW), en: 'Preferences saved' }, data: { themeMode: 'dark', sessionTimeout: '1h', dashboardAutoRefresh: 0 } });

    const second = await agent.request({ method: 'PUT', url: '/api/users/preferences', payload: { dashboardAutoRefresh: 15, updateChannel: 'beta' }, csrf: true });
    expect(second.json().data).toEqual({ themeMode: 'dark', language: 'he', updateChannel: 'beta', backupFrequency: 'weekly', sessionTimeout: '1h', dashboardAutoRefresh: 15 });
    expect((await agent.request({ method: 'GET', url: '/api/users/preferences' })).json().data).toEqual(second.json().data);

    const audit = await auditOf(userId);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ success: true, before: { themeMode: 'light', sessionTimeout: 'never' }, after: { themeMode: 'dark', sessionTimeout: '1h' } });
    expect(audit[1]).toMatchObject({ before: { dashboardAutoRefresh: 0, updateChannel: 'stable' }, after: { dashboardAutoRefresh: 15, updateChannel: 'beta' } });
    expect(Object.keys(audit[1]!.after as object).sort()).toEqual(['dashboardAutoRefresh', 'updateChannel']);

    // Nothing to change: nothing written, nothing audited.
    expect((await agent.request({ method: 'PUT', url: '/api/users/preferences', payload: {}, csrf: true })).statusCode).toBe(200);
    expect((await agent.request({ method: 'PUT', url: '/api/users/preferences', payload: { themeMode: 'dark' }, csrf: true })).statusCode).toBe(200);
    expect(await auditOf(userId)).toHaveLength(2);

    const colleague = await t.signIn('admin@legal.example.com');
    expect((await colleague.request({ method: 'GET', url: '/api/users/preferences' })).json().data).toEqual(DEFAULT_PREFERENCES);
  });

  it('offers Spanish only where the office type lists it, and keeps it as the profile language', async () => {
    const medical = await t.signIn('admin@medical.example.com');
    const chosen = await medical.request({ method: 'PUT', url: '/api/users/preferences', payload: { language: 'es' }, csrf: true });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.language).toBe('es');
    expect((await medical.request({ method: 'GET', url: '/api/users/profile' })).json().data.language).toBe('es');

    const generic = await t.signIn('admin@generic.example.com');
    const refused = await generic.request({ method: 'PUT', url: '/api/users/preferences', payload: { language: 'es', themeMode: 'dark' }, csrf: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'INVALID_REQUEST',
      errors: [{ field: 'language', messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/not offered by your office; choose one of: he, en/) } }],
    });
    // A refused update changes nothing, the theme included.
    expect((await generic.request({ method: 'GET', url: '/api/users/preferences' })).json().data).toMatchObject({ themeMode: 'light', language: 'he' });
    expect((await generic.request({ method: 'PUT', url: '/api/users/preferences', payload: { language: 'en' }, csrf: true })).json().data.language).toBe('en');
  });

  it('refuses values outside the schema field by field, in every language', async () => {
    const agent = await t.signIn('pro@vet.example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{ themeMode: 'sepia' }, 'themeMode'],
      [{ dashboardAutoRefresh: '5' }, 'dashboardAutoRefresh'],
      [{ dashboardAutoRefresh: 10 }, 'dashboardAutoRefresh'],
      [{ sessionTimeout: '2h' }, 'sessionTimeout'],
      [{ backupFrequency: 'hourly' }, 'backupFrequency'],
      [{ language: 'fr' }, 'language'],
      [{ fontSize: 16 }, 'fontSize'],
    ];
    for (const [payload, field] of cases) {
      const response = await agent.request({ method: 'PUT', url: '/api/users/preferences', payload, csrf: true });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toEqual(expect.arrayContaining([expect.objectContaining({ field, messages: { he: expect.stringMatching(HEBREW), en: expect.any(String), es: expect.any(String) } })]));
    }
    expect((await agent.request({ method: 'GET', url: '/api/users/preferences' })).json().data).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses a Spanish-speaking user in Spanish: the whole answer and each field, as the browser picks them', async () => {
    const agent = await t.signIn('pro@medical.example.com');
    expect((await agent.request({ method: 'PUT', url: '/api/users/preferences', payload: { language: 'es' }, csrf: true })).statusCode).toBe(200);
    const spanish = { 'accept-language': 'es', 'x-language': 'es' };
    const refused = await agent.request({ method: 'PUT', url: '/api/users/preferences', payload: { themeMode: 'sepia' }, headers: spanish, csrf: true });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body).toMatchObject({ success: false, code: 'INVALID_REQUEST', messages: { es: 'Solicitud no válida' } });
    expect(body.errors).toEqual([expect.objectContaining({ field: 'themeMode', messages: expect.objectContaining({ es: expect.stringMatching(/^El campo themeMode debe ser uno de estos valores: /) }) })]);
    expect(pickMessage(body, 'es')).toBe('Solicitud no válida');
    expect(fieldErrorsOf(body, (entry) => serverMessage(entry, 'es'))).toEqual([{ field: 'themeMode', message: expect.stringMatching(/^El campo themeMode debe/) }]);
  });

  it('gives sign-in the idle timeout the user chose, in minutes, or null for never', async () => {
    const agent = await t.signIn('pro@insurance.example.com');
    const userId = await userIdOf('pro@insurance.example.com');
    expect(await preferredSessionTimeoutMinutes(t.database.db, userId)).toBeNull();
    for (const [choice, minutes] of [['15m', 15], ['30m', 30], ['1h', 60], ['4h', 240], ['never', null]] as const) {
      await agent.request({ method: 'PUT', url: '/api/users/preferences', payload: { sessionTimeout: choice }, csrf: true });
      expect(await preferredSessionTimeoutMinutes(t.database.db, userId), choice).toBe(minutes);
    }
  });

  it('needs a session, and the CSRF token to change anything', async () => {
    expect((await t.anonymous().request({ method: 'GET', url: '/api/users/preferences' })).statusCode).toBe(401);
    const agent = await t.signIn('admin@realestate.example.com');
    const refused = await agent.request({ method: 'PUT', url: '/api/users/preferences', payload: { themeMode: 'dark' } });
    expect(refused.statusCode).toBe(403);
    expect((await agent.request({ method: 'GET', url: '/api/users/preferences' })).json().data.themeMode).toBe('light');
  });
});
