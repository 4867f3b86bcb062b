import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../http/cookies';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

describe.each(testDatabaseKinds())('data export on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const userIdOf = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('downloads the user’s own data as a dated JSON attachment, and audits it', async () => {
    const agent = await t.signIn('admin@legal.example.com');
    const userId = await userIdOf('admin@legal.example.com');
    await agent.request({ method: 'PUT', url: '/api/users/profile', payload: { company: 'Export & Co', timezone: 'Asia/Jerusalem' }, csrf: true });
    await agent.request({ method: 'PUT', url: '/api/users/preferences', payload: { themeMode: 'dark' }, csrf: true });
    await t.database.db.insertInto('security_events').values({ user_id: userId, tenant_id: null, event_type: 'mfa-enabled', success: true, ip: '192.0.2.9', details: JSON.stringify({ method: 'totp', secret: 'JBSWY3DPEHPK3PXP' }) }).execute();

    const response = await agent.request({ method: 'GET', url: '/api/users/profile/export?format=json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="lishka-export-\d{4}-\d\d-\d\d\.json"$/);
    expect(response.headers['content-disposition']).toContain(new Date().toISOString().slice(0, 10));
    const data = response.json();
    expect(data).toMatchObject({
      format: 'lishka-account-export',
      version: 1,
      account: { id: userId, email: 'admin@legal.example.com', firstName: 'Dana', lastName: 'Admin', isMfaEnabled: false },
      profile: { company: 'Export & Co', timezone: 'Asia/Jerusalem' },
      preferences: { themeMode: 'dark', language: 'he', sessionTimeout: 'never' },
      memberships: [{ office: 'legal', officeName: expect.stringContaining('Demo law office'), officeType: 'legal', role: 'admin', isActive: true }],
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(['createdAt', 'endedAt', 'expiresAt', 'id', 'ip', 'lastSeenAt', 'officeId', 'userAgent']);
    expect(data.securityEvents).toEqual(expect.arrayContaining([expect.objectContaining({ eventType: 'mfa-enabled', details: { method: 'totp', secret: '[redacted]' } })]));
    expect(data.auditEntries.map((entry: { eventType: string }) => entry.eventType)).toEqual(expect.arrayContaining(['profile.update', 'preferences.update']));
    expect(data.auditEntries.find((entry: { eventType: string }) => entry.eventType === 'profile.update')).toMatchObject({ office: 'legal', after: { company: 'Export & Co' } });

    const audit = await t.database.db.selectFrom('audit_log').select(['user_id', 'success', 'after']).where('event_type', '=', 'account.export').execute();
    expect(audit).toEqual([{ user_id: userId, success: true, after: { format: 'json' } }]);
  });

  it('never contains a password hash, a token or cookie hash, or the session cookie', async () => {
    const agent = await t.signIn('pro@legal.example.com');
    const userId = await userIdOf('pro@legal.example.com');
    const text = (await agent.request({ method: 'GET', url: '/api/users/profile/export' })).body;
    const { password_hash: passwordHash } = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    const sessions = await t.database.db.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute();
    expect(sessions.length).toBeGreaterThan(0);
    const secrets = [passwordHash!, agent.cookies.get(SESSION_COOKIE)!, ...sessions.flatMap((row) => [Buffer.from(row.id_hash).toString('hex'), Buffer.from(row.id_hash).toString('base64'), Buffer.from(row.id_hash).toString('base64url')])];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$argon2|password_?hash|id_?hash|token_?hash|passwordHash/i);
  });

  it('holds only the user’s own data, never another user’s', async () => {
    const colleague = await t.signIn('pro@medical.example.com');
    await colleague.request({ method: 'PUT', url: '/api/users/profile', payload: { bio: 'Colleague secret words' }, csrf: true });
    const colleagueId = await userIdOf('pro@medical.example.com');
    const stranger = await t.signIn('admin@accounting.example.com');
    await stranger.request({ method: 'PUT', url: '/api/users/profile', payload: { bio: 'Stranger secret words' }, csrf: true });

    const agent = await t.signIn('admin@medical.example.com');
    const text = (await agent.request({ method: 'GET', url: '/api/users/profile/export?format=json' })).body;
    for (const foreign of ['Colleague secret words', 'Stranger secret words', 'pro@medical.example.com', 'admin@accounting.example.com', colleagueId]) expect(text).not.toContain(foreign);
    const data = JSON.parse(text);
    const ownId = await userIdOf('admin@medical.example.com');
    expect(data.account.id).toBe(ownId);
    const sessionOwners = await t.database.db.selectFrom('sessions').select('user_id').where('id', 'in', data.sessions.map((session: { id: string }) => session.id)).execute();
    expect(new Set(sessionOwners.map((row) => row.user_id))).toEqual(new Set([ownId]));
  });

  it('answers JSON only, and only to a signed-in user', async () => {
    const agent = await t.signIn('pro@vet.example.com');
    const refused = await agent.request({ method: 'GET', url: '/api/users/profile/export?format=xml' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'INVALID_QUERY_PARAMETERS', errors: [{ field: 'format' }] });
    expect((await t.anonymous().request({ method: 'GET', url: '/api/users/profile/export?format=json' })).statusCode).toBe(401);
  });
});
