import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-tenants';
import { SESSION_COOKIE } from '../../http/cookies';
import { hashPassword } from '../../security/passwords';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

const HEBREW = /[א-ת]/;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface Member {
  email: string;
  role: 'admin' | 'manager' | 'user' | 'viewer';
  isActive?: boolean;
}

describe.each(testDatabaseKinds())('account deletion on $kind', (kind) => {
  let t: TestApp;
  let passwordHash: string;
  let address = 0;
  // Each call from its own address, so that the route's rate limit never answers instead of it.
  const remoteAddress = () => `203.0.113.${(address += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    passwordHash = await hashPassword(DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const userIdOf = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
  const tenantIdOf = async (slug: string) => (await db().selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirst())?.id;

  /** An office with its members (as the test's own set-up, not through the API); users are created when new. */
  async function createOffice(slug: string, name: string, members: Member[]): Promise<string> {
    const tenant = await db().insertInto('tenants').values({ slug, name, office_type: 'generic' }).returning('id').executeTakeFirstOrThrow();
    for (const member of members) {
      const userId =
        (await userIdOf(member.email)) ??
        (await db().insertInto('users').values({ email: member.email, password_hash: passwordHash, first_name: 'Test', last_name: slug, email_verified_at: new Date(), password_changed_at: new Date() }).returning('id').executeTakeFirstOrThrow()).id;
      await db().insertInto('memberships').values({ tenant_id: tenant.id, user_id: userId, role: member.role, is_active: member.isActive ?? true }).execute();
    }
    return tenant.id;
  }
  const remove = (agent: TestAgent, password = DEMO_PASSWORD, csrf = true) =>
    agent.request({ method: 'POST', url: '/api/users/profile/delete', payload: { password }, csrf, remoteAddress: remoteAddress() });
  const count = async (table: 'audit_log' | 'memberships' | 'security_events' | 'sessions', column: 'tenant_id' | 'user_id', id: string) =>
    Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where(column, '=', id).executeTakeFirstOrThrow()).n);

  it('deletes the only member with their office: account, sessions, history and the office’s audit go; the platform records it', async () => {
    const tenantId = await createOffice('solo-office', 'Solo office', [{ email: 'solo@solo.example.com', role: 'admin' }]);
    const agent = await t.signIn('solo@solo.example.com');
    const otherDevice = await t.signIn('solo@solo.example.com');
    const userId = (await userIdOf('solo@solo.example.com'))!;
    await agent.request({ method: 'PUT', url: '/api/users/profile', payload: { company: 'Solo' }, csrf: true });
    const uploaded = await agent.request({ method: 'POST', url: '/api/users/profile/avatar', payload: Buffer.concat([Buffer.from('--b\r\nContent-Disposition: form-data; name="avatar"; filename="me.gif"\r\nContent-Type: image/gif\r\n\r\n'), GIF, Buffer.from('\r\n--b--\r\n')]), headers: { 'content-type': 'multipart/form-data; boundary=b' }, csrf: true });
    expect(uploaded.statusCode).toBe(200);
    const avatarKey = (await db().selectFrom('user_profiles').select('avatar_key').where('user_id', '=', userId).executeTakeFirstOrThrow()).avatar_key!;
    await db().insertInto('security_events').values({ user_id: userId, tenant_id: tenantId, event_type: 'login', success: true, details: '{}' }).execute();
    expect(await count('audit_log', 'tenant_id', tenantId)).toBeGreaterThan(0);

    const sessionCookie = agent.cookies.get(SESSION_COOKIE)!;
    const response = await remove(agent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Account deleted successfully', messages: { he: expect.stringMatching(HEBREW), en: 'Account deleted successfully', es: expect.any(String) } });
    const cleared = (response.cookies as { name: string; value: string }[]).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');

    expect(await userIdOf('solo@solo.example.com')).toBeUndefined();
    expect(await tenantIdOf('solo-office')).toBeUndefined();
    for (const [table, column, id] of [['audit_log', 'tenant_id', tenantId], ['memberships', 'user_id', userId], ['security_events', 'user_id', userId], ['sessions', 'user_id', userId]] as const) {
      expect(await count(table, column, id), `${table} of the deleted account`).toBe(0);
    }
    expect(await db().selectFrom('user_profiles').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await t.app.storage.exists(avatarKey)).toBe(false);
    // The deleting device's cookie is cleared; put it back to show its session ended, as the other device's did.
    agent.cookies.set(SESSION_COOKIE, sessionCookie);
    for (const device of [agent, otherDevice]) expect((await device.request({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    const platform = await db().selectFrom('platform_audit_log').select(['user_id', 'success', 'details']).where('event_type', '=', 'account.delete').where('user_id', '=', userId).execute();
    expect(platform).toEqual([{ user_id: userId, success: true, details: { deletedOffices: [{ id: tenantId, slug: 'solo-office' }], leftOffices: [] } }]);
    // The demo offices are untouched.
    expect(await tenantIdOf('legal')).toBeDefined();
  });

  it('refuses the last active admin of an office with other active members, naming it, until there is another admin', async () => {
    const tenantId = await createOffice('team-office', 'Team & Co', [
      { email: 'boss@team.example.com', role: 'admin' },
      { email: 'worker@team.example.com', role: 'user' },
      { email: 'former-admin@team.example.com', role: 'admin', isActive: false },
    ]);
    const boss = await t.signIn('boss@team.example.com');
    const refused = await remove(boss);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'LAST_ADMIN', messages: { he: expect.stringContaining('"Team & Co"'), en: expect.stringContaining('only active administrator of "Team & Co"') } });
    expect(refused.json().messages.he).toMatch(HEBREW);
    expect(await userIdOf('boss@team.example.com')).toBeDefined();
    expect((await boss.request({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(200);
    const refusal = await db().selectFrom('audit_log').select(['success', 'after']).where('tenant_id', '=', tenantId).where('event_type', '=', 'account.delete').execute();
    expect(refusal).toEqual([{ success: false, after: { reason: 'last-admin' } }]);

    // The worker may leave: the office goes on, and records it.
    const worker = await t.signIn('worker@team.example.com');
    const workerId = (await userIdOf('worker@team.example.com'))!;
    expect((await remove(worker)).statusCode).toBe(200);
    expect(await tenantIdOf('team-office')).toBe(tenantId);
    const left = await db().selectFrom('audit_log').select(['user_id', 'entity_id', 'before', 'success']).where('tenant_id', '=', tenantId).where('event_type', '=', 'account.delete').where('success', '=', true).execute();
    expect(left).toEqual([{ user_id: workerId, entity_id: workerId, before: { role: 'user', isActive: true }, success: true }]);

    // Now nobody else is active: the boss may go, and the office with them (the inactive admin keeps their account).
    expect((await remove(boss)).statusCode).toBe(200);
    expect(await tenantIdOf('team-office')).toBeUndefined();
    expect(await userIdOf('former-admin@team.example.com')).toBeDefined();
  });

  it('lets an admin go when another admin stays, and leaves their other offices as they should', async () => {
    await createOffice('duo-office', 'Duo office', [
      { email: 'first@duo.example.com', role: 'admin' },
      { email: 'second@duo.example.com', role: 'admin' },
      { email: 'member@duo.example.com', role: 'viewer' },
    ]);
    // The first admin also has an office of their own.
    await createOffice('first-own', 'First’s own', [{ email: 'first@duo.example.com', role: 'admin' }]);
    const agent = await t.signIn('first@duo.example.com', { tenant: 'duo-office' });
    expect((await remove(agent)).statusCode).toBe(200);
    expect(await userIdOf('first@duo.example.com')).toBeUndefined();
    expect(await tenantIdOf('duo-office')).toBeDefined();
    expect(await tenantIdOf('first-own')).toBeUndefined();
    const second = await t.signIn('second@duo.example.com');
    expect((await second.request({ method: 'GET', url: '/api/users/profile' })).json().data.role).toBe('admin');
  });

  it('refuses a wrong password with 400, counts it toward the lock, and locks the account at the fifth', async () => {
    const agent = await t.signIn('pro@generic.example.com');
    const userId = (await userIdOf('pro@generic.example.com'))!;
    const wrong = await remove(agent, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'PASSWORD_INCORRECT',
      messages: { he: expect.stringMatching(HEBREW), en: 'The password is incorrect; the account was not deleted', es: expect.any(String) },
      errors: [{ field: 'password' }],
    });
    // Nothing in it that the client would take for a CSRF problem and retry.
    expect(wrong.json().message).not.toMatch(/csrf|forbidden|invalid token|token mismatch/i);
    const failures = await db().selectFrom('credential_failures').select(['kind']).where('user_id', '=', userId).execute();
    expect(failures).toEqual([{ kind: 'account-delete' }]);
    const events = await db().selectFrom('security_events').select(['event_type', 'success']).where('user_id', '=', userId).where('event_type', '=', 'account-delete').execute();
    expect(events).toEqual([{ event_type: 'account-delete', success: false }]);
    expect((await agent.request({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(200);

    const answers: string[] = [];
    for (let attempt = 2; attempt <= 5; attempt += 1) answers.push((await remove(agent, `wrong ${attempt}`)).json().code);
    expect(answers).toEqual(['PASSWORD_INCORRECT', 'PASSWORD_INCORRECT', 'PASSWORD_INCORRECT', 'ACCOUNT_LOCKED']);
    const locked = await remove(agent);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', messages: { he: expect.stringMatching(HEBREW), en: 'Account locked; try again later' } });
    expect(await userIdOf('pro@generic.example.com')).toBe(userId);
  });

  it('needs a session, the CSRF token and a password', async () => {
    expect((await remove(t.anonymous())).statusCode).toBe(401);
    const agent = await t.signIn('pro@realestate.example.com');
    expect((await remove(agent, DEMO_PASSWORD, false)).json().code).toBe('CSRF_TOKEN_INVALID');
    for (const payload of [{}, { password: '' }, { password: DEMO_PASSWORD, confirm: true }]) {
      const response = await agent.request({ method: 'POST', url: '/api/users/profile/delete', payload, csrf: true, remoteAddress: remoteAddress() });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await userIdOf('pro@realestate.example.com')).toBeDefined();
  });
});
