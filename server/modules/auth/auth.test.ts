import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-tenants';
import { postLogin, signInWithCode } from '../../testing/sign-in-flow';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

describe.each(testDatabaseKinds())('sign-in and sessions on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('signs a demo admin in: session cookie, CSRF token, user, tenant and memberships', async () => {
    const agent = t.anonymous();
    const response = await signInWithCode(t, agent, 'admin@generic.example.com');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      messages: { he: expect.any(String), en: expect.any(String) },
      user: { email: 'admin@generic.example.com', role: 'admin', isActive: true },
      tenant: { tenantSubdomain: 'generic', officeType: 'generic', isSuperAdmin: false },
      expiresIn: 30 * 60,
    });
    expect(body.csrfToken).toBe(agent.csrf());
    const sessionCookie = (response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; value: string }[]).find((cookie) => cookie.name === 'lishka_session');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(Buffer.from(sessionCookie!.value, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('refuses a wrong password and an unknown address alike, in both languages', async () => {
    for (const payload of [{ Email: 'admin@legal.example.com', Password: 'wrong-password' }, { Email: 'nobody@nowhere.example.com', Password: DEMO_PASSWORD }]) {
      const response = await t.anonymous().request({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', messages: { he: expect.stringMatching(/[א-ת]/), en: expect.stringMatching(/invalid email or password/i) } });
      expect(response.cookies.some((cookie: { name: string }) => cookie.name === 'lishka_session')).toBe(false);
    }
  });

  it('refuses unknown fields instead of dropping them', async () => {
    const response = await t.anonymous().request({ method: 'POST', url: '/api/auth/login', payload: { Email: 'admin@legal.example.com', Password: DEMO_PASSWORD, isAdmin: true } });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('isAdmin');
  });

  it('tells a signed-in caller who they are, and an anonymous one only a CSRF token', async () => {
    const anonymous = await t.anonymous().request({ method: 'GET', url: '/api/auth/status' });
    expect(anonymous.json()).toMatchObject({ success: true, isAuthenticated: false, csrfToken: expect.any(String) });
    const agent = await t.signIn('pro@medical.example.com');
    const status = await agent.request({ method: 'GET', url: '/api/auth/status' });
    expect(status.json()).toMatchObject({ isAuthenticated: true, user: { email: 'pro@medical.example.com', role: 'user', professionalRole: 'doctor' }, tenant: { tenantSubdomain: 'medical' } });
  });

  it('needs the CSRF token bound to the session for state-changing calls', async () => {
    const agent = await t.signIn('admin@legal.example.com');
    const without = await agent.request({ method: 'POST', url: '/api/auth/logout' });
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toMatch(/csrf/i);
    const other = await t.signIn('admin@medical.example.com');
    const foreign = await agent.request({ method: 'POST', url: '/api/auth/logout', headers: { 'x-xsrf-token': other.csrf()! } });
    expect(foreign.statusCode).toBe(403);
    const refreshed = await agent.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    expect(refreshed.json().csrfToken).toBe(agent.csrf());
    const withToken = await agent.request({ method: 'POST', url: '/api/auth/logout', csrf: true });
    expect(withToken.statusCode).toBe(200);
  });

  it('ends the session on the server at logout: the old cookie no longer works', async () => {
    const agent = await t.signIn('admin@vet.example.com');
    const cookie = agent.cookies.get('lishka_session')!;
    await agent.request({ method: 'POST', url: '/api/auth/logout', csrf: true });
    const replay = await t.app.inject({ method: 'GET', url: '/api/users/sessions', headers: { cookie: `lishka_session=${cookie}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('gives a new session id at every sign-in and ends the previous one', async () => {
    const agent = t.anonymous();
    expect((await signInWithCode(t, agent, 'pro@generic.example.com')).statusCode).toBe(200);
    const first = agent.cookies.get('lishka_session')!;
    // The device is known now: the password alone signs in again.
    expect((await postLogin(agent, 'pro@generic.example.com')).json().csrfToken).toEqual(expect.any(String));
    const second = agent.cookies.get('lishka_session')!;
    expect(second).not.toBe(first);
    const replay = await t.app.inject({ method: 'GET', url: '/api/users/sessions', headers: { cookie: `lishka_session=${first}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('ends a session after the office’s idle timeout and after its absolute lifetime', async () => {
    const idle = await t.signIn('admin@insurance.example.com');
    await t.database.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 21 * 60_000) }).where('revoked_at', 'is', null).where('idle_timeout_minutes', '=', 20).execute();
    expect((await idle.request({ method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(401);
    const old = await t.signIn('admin@accounting.example.com');
    await t.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('revoked_at', 'is', null).execute();
    expect((await old.request({ method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(401);
  });

  it('lets users list and end their own sessions, and no one else’s', async () => {
    const laptop = await t.signIn('admin@realestate.example.com');
    const phone = await t.signIn('admin@realestate.example.com');
    const list = (await laptop.request({ method: 'GET', url: '/api/users/sessions' })).json();
    expect(list.data.length).toBeGreaterThanOrEqual(2);
    const phoneSession = list.data.find((session: { isCurrent: boolean }) => !session.isCurrent);
    const stranger = await t.signIn('pro@realestate.example.com');
    const foreign = await stranger.request({ method: 'DELETE', url: `/api/users/sessions/${phoneSession.id}`, csrf: true });
    expect(foreign.statusCode).toBe(404);
    const ended = await laptop.request({ method: 'DELETE', url: `/api/users/sessions/${phoneSession.id}`, csrf: true });
    expect(ended.json()).toEqual({ success: true, data: { ended: true } });
    expect((await phone.request({ method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(401);
  });

  it('ends every session of a user who is deactivated', async () => {
    const agent = await t.signIn('pro@generic.example.com');
    await t.database.db.updateTable('users').set({ is_active: false }).where('email', '=', 'pro@generic.example.com').execute();
    expect((await agent.request({ method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(401);
    await t.database.db.updateTable('users').set({ is_active: true }).where('email', '=', 'pro@generic.example.com').execute();
  });

  it('never lets a header or parameter reach a tenant the user does not belong to', async () => {
    const agent = await t.signIn('admin@legal.example.com');
    for (const headers of [{ 'x-tenant-id': 'medical' }, { 'x-tenant-subdomain': 'medical' }, { host: 'medical.lishka.test' }]) {
      const status = await agent.request({ method: 'GET', url: '/api/auth/status?tenant=medical', headers });
      expect(status.json().tenant.tenantSubdomain).toBe('legal');
    }
  });

  it('answers the health check with the database it runs on', async () => {
    expect((await t.anonymous().request({ method: 'GET', url: '/api/auth/health' })).json()).toEqual({ status: 'ok', database: kind.kind });
  });
});
