import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-tenants';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

const HEBREW = /[א-ת]/;
const URL = '/api/users/auth/change-password';

describe.each(testDatabaseKinds())('change password on $kind', (kind) => {
  let t: TestApp;
  let address = 0;
  // Each call from its own address, so that the per-address limits never answer instead of the route.
  const remoteAddress = () => `198.51.100.${(address += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const change = (agent: TestAgent, payload: Record<string, unknown>, csrf = true) => agent.request({ method: 'POST', url: URL, payload, csrf, remoteAddress: remoteAddress() });
  const login = (email: string, password: string) => t.anonymous().request({ method: 'POST', url: '/api/auth/login', payload: { Email: email, Password: password }, remoteAddress: remoteAddress() });
  const sessionsWork = async (agent: TestAgent) => (await agent.request({ method: 'GET', url: '/api/users/sessions' })).statusCode === 200;
  const userId = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('changes the password, keeps this session (clearing its password-change mark) and ends the others', async () => {
    const email = 'pro@generic.example.com';
    const agent = await t.signIn(email);
    const other = await t.signIn(email);
    const id = await userId(email);
    await t.database.db.updateTable('sessions').set({ password_change_required: true }).where('user_id', '=', id).execute();
    // A session whose password expired may still change it (and do nothing else).
    expect((await agent.request({ method: 'GET', url: '/api/users/sessions' })).json().code).toBe('PASSWORD_EXPIRED');

    const response = await change(agent, { PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'Brand-New#Pass2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.stringMatching(/changed/i), messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/changed/i), es: expect.any(String) } });

    expect(await sessionsWork(agent)).toBe(true);
    expect((await other.request({ method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(401);
    const open = await t.database.db.selectFrom('sessions').select(['id', 'password_change_required']).where('user_id', '=', id).where('revoked_at', 'is', null).execute();
    expect(open).toEqual([{ id: expect.any(String), password_change_required: false }]);

    expect((await login(email, DEMO_PASSWORD)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login(email, 'Brand-New#Pass2026')).json()).toMatchObject({ success: true });
    const user = await t.database.db.selectFrom('users').select('password_changed_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Date.now() - new Date(user.password_changed_at!).getTime()).toBeLessThan(60_000);
    expect(await t.database.db.selectFrom('password_history').select('user_id').where('user_id', '=', id).execute()).toHaveLength(1);

    const tenant = await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'generic').executeTakeFirstOrThrow();
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('tenant_id', '=', tenant.id).where('event_type', '=', 'auth.password.change').execute();
    expect(audit).toMatchObject([{ user_id: id, entity_id: id, success: true, after: { endedSessions: 1 } }]);
    const events = await t.database.db.selectFrom('security_events').selectAll().where('user_id', '=', id).where('event_type', '=', 'password-change').execute();
    expect(events).toMatchObject([{ success: true, tenant_id: tenant.id }]);
  });

  it('refuses a missing or wrong current password, an unchanged, weak or recent new one, in both languages', async () => {
    const email = 'admin@medical.example.com';
    const agent = await t.signIn(email);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['no current password', { ProposedPassword: 'Another#Password-99' }, 'CURRENT_PASSWORD_REQUIRED', 'PreviousPassword'],
      ['an empty current password', { PreviousPassword: '', ProposedPassword: 'Another#Password-99' }, 'CURRENT_PASSWORD_REQUIRED', 'PreviousPassword'],
      ['a wrong current password', { PreviousPassword: 'Not-The-Password-1!', ProposedPassword: 'Another#Password-99' }, 'CURRENT_PASSWORD_INCORRECT', 'PreviousPassword'],
      ['the same password', { PreviousPassword: DEMO_PASSWORD, ProposedPassword: DEMO_PASSWORD }, 'PASSWORD_UNCHANGED', 'ProposedPassword'],
      ['a password too short for medical (12)', { PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'Short#Pas12' }, 'WEAK_PASSWORD', 'ProposedPassword'],
      ['a password without a digit', { PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'NoDigitsHere#Really' }, 'WEAK_PASSWORD', 'ProposedPassword'],
    ];
    for (const [name, payload, code, field] of cases) {
      const response = await change(agent, payload);
      expect(response.statusCode, name).toBe(400);
      const answer = response.json();
      expect(answer, name).toMatchObject({ success: false, code, messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
      expect(answer.errors.length, name).toBeGreaterThan(0);
      for (const error of answer.errors) expect(error, name).toMatchObject({ field, messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
    }
    expect((await change(agent, { PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'Short#Pas12' })).json().errors[0].messages.en).toBe('Password must be at least 12 characters');
    const failures = await t.database.db.selectFrom('credential_failures').selectAll().where('user_id', '=', await userId(email)).execute();
    expect(failures).toMatchObject([{ kind: 'change-password' }]);

    // Medical keeps the last 5 passwords: back to the first one is refused.
    expect((await change(agent, { PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'Second#Password-2026' })).statusCode).toBe(200);
    const reused = await change(agent, { PreviousPassword: 'Second#Password-2026', ProposedPassword: DEMO_PASSWORD });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'PASSWORD_REUSED', messages: { he: expect.stringMatching(HEBREW), en: 'The new password must not be one of your last 5 passwords' }, errors: [{ field: 'ProposedPassword' }] });
    expect((await change(agent, { PreviousPassword: 'Second#Password-2026', ProposedPassword: 'Third#Password-2026' })).statusCode).toBe(200);
  });

  it('counts wrong current passwords towards the lock, and while locked refuses even the right one', async () => {
    const email = 'pro@legal.example.com';
    const agent = await t.signIn(email);
    const wrong = { PreviousPassword: 'Wrong-Guess-123!', ProposedPassword: 'Legal#Password-2026-x' };
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await change(agent, wrong)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    const locked = await change(agent, { PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'Legal#Password-2026-x' });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', messages: { he: expect.stringMatching(HEBREW), en: 'Account locked; try again later' } });
    expect((await login(email, DEMO_PASSWORD)).json().code).toBe('ACCOUNT_LOCKED');
    const audit = await t.database.db.selectFrom('audit_log').select('success').where('event_type', '=', 'auth.password.change').where('user_id', '=', await userId(email)).execute();
    expect(audit).toHaveLength(5);
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = t.anonymous();
    await anonymous.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    const unauthenticated = await change(anonymous, { PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'Whatever#Pass-2026' });
    expect(unauthenticated.json()).toMatchObject({ code: 'AUTHENTICATION_REQUIRED' });
    expect(unauthenticated.statusCode).toBe(401);
    const agent = await t.signIn('admin@accounting.example.com');
    const forged = await change(agent, { PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'Whatever#Pass-2026' }, false);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_TOKEN_INVALID');
    expect((await login('admin@accounting.example.com', DEMO_PASSWORD)).json()).toMatchObject({ success: true });
  });
});
