import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../http/cookies';
import { messageFor } from '../../i18n/messages';
import { postLogin, signInWithCode } from '../../testing/sign-in-flow';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { codeAt, expireSteps, fromAddress, setLastUsedStep, userIdOf, wrongCode } from './mfa.test-support';

const ADMIN = 'admin@legal.example.com';
const PRO = 'pro@legal.example.com';

const post = (agent: TestAgent, url: string, payload: Record<string, unknown>) => agent.request({ method: 'POST', url, payload, csrf: true });
const verify = (agent: TestAgent, payload: Record<string, unknown>) => post(agent, '/api/users/auth/mfa/verify', payload);

function expectRefusal(response: LightMyRequestResponse, status: number, code: Parameters<typeof messageFor>[0]): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ success: false, code, message: messageFor(code).en, messages: messageFor(code) });
}

describe.each(testDatabaseKinds())('multi-factor at sign-in on $kind', (kind) => {
  let t: TestApp;
  let browser: TestAgent;
  let adminId: string;
  let secret = '';
  let addresses = 0;
  const newBrowser = () => fromAddress(t.anonymous(), `198.51.100.${(addresses += 1)}`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    browser = newBrowser();
    adminId = await userIdOf(t, ADMIN);
  });
  afterAll(async () => t?.close());

  it('takes a legal-office user without an authenticator from the e-mailed code to set-up, and signs in once it is confirmed', async () => {
    const afterCode = await signInWithCode(t, browser, ADMIN);
    expect(afterCode.statusCode, afterCode.body).toBe(200);
    expect(afterCode.json()).toMatchObject({ success: true, mfaRequired: true, mfaSetupRequired: true, messages: messageFor('MFA_SETUP_REQUIRED') });
    const { session } = afterCode.json() as { session: string };

    const setup = await post(browser, '/api/users/auth/mfa/setup', { session, username: ADMIN });
    expect(setup.statusCode, setup.body).toBe(200);
    const body = setup.json() as { session: string; secret: string; otpauthUri: string; qrCode: string; messages: { he: string; en: string } };
    secret = body.secret;
    expect(body.session).toBe(session);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toBe(`otpauth://totp/Lishka:${encodeURIComponent(ADMIN)}?issuer=Lishka&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(body.messages.he).toBeTruthy();
    // The secret waits in the step sealed, never in clear.
    const pending = await t.database.db.selectFrom('sign_in_challenges').select('data').where('user_id', '=', adminId).where('purpose', '=', 'mfa-setup').executeTakeFirstOrThrow();
    expect(JSON.stringify(pending.data)).not.toContain(secret);

    expectRefusal(await post(browser, '/api/users/auth/mfa/confirm', { session, code: '12345' }), 400, 'MFA_CODE_FORMAT_INVALID');
    expectRefusal(await post(browser, '/api/users/auth/mfa/confirm', { session, code: wrongCode(secret) }), 400, 'MFA_CODE_INVALID');
    const now = codeAt(secret);
    const confirmed = await post(browser, '/api/users/auth/mfa/confirm', { session, code: now.code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, messages: messageFor('LOGIN_SUCCESS'), user: { email: ADMIN, isMfaEnabled: true }, tenant: { tenantSubdomain: 'legal' } });
    expect(confirmed.json().accessToken).toBeTruthy();
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await browser.request({ method: 'GET', url: '/api/auth/status' })).json()).toMatchObject({ isAuthenticated: true, user: { email: ADMIN } });

    const user = await t.database.db.selectFrom('users').select('mfa_enabled').where('id', '=', adminId).executeTakeFirstOrThrow();
    const authenticator = await t.database.db.selectFrom('user_mfa').selectAll().where('user_id', '=', adminId).executeTakeFirstOrThrow();
    expect(user.mfa_enabled).toBe(true);
    expect(authenticator.secret_sealed).not.toContain(secret);
    expect(Number(authenticator.last_used_counter)).toBe(now.step);
    const events = await t.database.db.selectFrom('security_events').select(['event_type', 'success']).where('user_id', '=', adminId).execute();
    expect(events).toEqual(expect.arrayContaining([{ event_type: 'mfa-setup', success: true }, { event_type: 'mfa-enabled', success: true }, { event_type: 'mfa-enabled', success: false }]));
    const audit = await t.database.db.selectFrom('audit_log').select(['event_type', 'success']).where('user_id', '=', adminId).where('event_type', 'like', 'auth.mfa.%').execute();
    expect(audit).toEqual(expect.arrayContaining([{ event_type: 'auth.mfa.setup', success: true }, { event_type: 'auth.mfa.enable', success: true }]));
  });

  it('asks the authenticator code at the next sign-in (no e-mailed code on the known device), and accepts each code once', async () => {
    const login = await postLogin(browser, ADMIN);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ mfaRequired: true, messages: messageFor('MFA_CODE_REQUIRED') });
    expect(login.json().otpRequired).toBeUndefined();
    const next = codeAt(secret, 1);
    const signedIn = await verify(browser, { session: login.json().session, code: next.code, username: ADMIN, password: 'not checked again' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, user: { email: ADMIN } });
    expect((await browser.request({ method: 'GET', url: '/api/auth/status' })).json().isAuthenticated).toBe(true);

    const again = await postLogin(browser, ADMIN);
    expectRefusal(await verify(browser, { session: again.json().session, code: next.code }), 400, 'MFA_CODE_INVALID');
    // The step before the one used is no better.
    expectRefusal(await verify(browser, { session: again.json().session, code: codeAt(secret, 0).code }), 400, 'MFA_CODE_INVALID');
  });

  it('lets only one of two simultaneous uses of one code through', async () => {
    await setLastUsedStep(t, adminId, codeAt(secret, -2).step);
    // Two tabs of this browser (its device remembered) before it is signed in. Signed in, the winner's sign-in would
    // replace the session both came with, and the other, if judged after it, would be refused for its CSRF token
    // (bound to the replaced session) before its code, and write that session's token into the shared jar.
    const tab = t.anonymous();
    for (const [name, value] of browser.cookies) if (name !== SESSION_COOKIE && name !== CSRF_COOKIE) tab.cookies.set(name, value);
    const login = await postLogin(tab, ADMIN);
    const otherTab = t.anonymous();
    for (const [name, value] of tab.cookies) otherTab.cookies.set(name, value);
    const { code } = codeAt(secret);
    const answers = await Promise.all([verify(tab, { session: login.json().session, code }), verify(otherTab, { session: login.json().session, code })]);
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([200, 400]);
  });

  it('answers the spec’s texts for a missing or expired session, and for a step of another kind', async () => {
    const caller = fromAddress(browser, '203.0.113.66');
    expectRefusal(await verify(caller, { code: '123456' }), 400, 'MFA_SESSION_NOT_FOUND');
    expect(messageFor('MFA_SESSION_NOT_FOUND').en).toBe('No MFA session found. Please try logging in again.');
    expectRefusal(await verify(caller, { session: 'no-such-session', code: '123456' }), 400, 'MFA_SESSION_NOT_FOUND');
    expectRefusal(await post(caller, '/api/users/auth/mfa/confirm', { code: '123456' }), 400, 'MFA_SETUP_SESSION_NOT_FOUND');
    expect(messageFor('MFA_SETUP_SESSION_NOT_FOUND').en).toBe('MFA setup session not found. Please try setting up MFA again.');

    const login = await postLogin(caller, ADMIN);
    const { session } = login.json() as { session: string };
    // An authenticator step is no set-up step, and a session with another user's address names no sign-in.
    expectRefusal(await post(caller, '/api/users/auth/mfa/confirm', { session, code: '123456' }), 400, 'MFA_SETUP_SESSION_NOT_FOUND');
    expectRefusal(await verify(caller, { session, code: codeAt(secret, 1).code, username: PRO }), 400, 'MFA_SESSION_NOT_FOUND');
    await expireSteps(t, adminId, 'mfa');
    expectRefusal(await verify(caller, { session, code: codeAt(secret, 1).code }), 400, 'MFA_SESSION_EXPIRED');
    expect(messageFor('MFA_SESSION_EXPIRED').en).toBe('Your MFA session has expired. Please try logging in again.');

    const pro = newBrowser();
    const proId = await userIdOf(t, PRO);
    const setupStep = await signInWithCode(t, pro, PRO);
    expect(setupStep.json()).toMatchObject({ mfaSetupRequired: true });
    const setup = await post(pro, '/api/users/auth/mfa/setup', { session: setupStep.json().session });
    expect(setup.statusCode, setup.body).toBe(200);
    await expireSteps(t, proId, 'mfa-setup');
    const code = codeAt(setup.json().secret as string).code;
    expectRefusal(await post(pro, '/api/users/auth/mfa/confirm', { session: setupStep.json().session, code }), 400, 'MFA_SETUP_SESSION_EXPIRED');
    expectRefusal(await post(pro, '/api/users/auth/mfa/setup', { session: setupStep.json().session }), 400, 'MFA_SETUP_SESSION_EXPIRED');
    expect(messageFor('MFA_SETUP_SESSION_EXPIRED').en).toBe('Your MFA setup session has expired. Please try setting up MFA again.');
    expect(await t.database.db.selectFrom('user_mfa').select('user_id').where('user_id', '=', proId).executeTakeFirst()).toBeUndefined();
  });

  it('spends the step after 5 wrong codes, each recorded as a failed credential check; a locked account gets no further', async () => {
    // From another address: the per-address limit of the calls above (10 in 5 minutes) is not what this tests.
    const elsewhere = fromAddress(browser, '203.0.113.77');
    const since = new Date();
    const login = await postLogin(elsewhere, ADMIN);
    const { session } = login.json() as { session: string };
    for (let attempt = 1; attempt <= 4; attempt += 1) expectRefusal(await verify(elsewhere, { session, code: wrongCode(secret) }), 400, 'MFA_CODE_INVALID');
    const fifth = await verify(elsewhere, { session, code: wrongCode(secret) });
    expectRefusal(fifth, 429, 'MFA_TOO_MANY_ATTEMPTS');
    // Every 429 says when to retry (issue 17, item 9).
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    // Spent: even the right code is refused now.
    const spent = await verify(elsewhere, { session, code: codeAt(secret, 1).code });
    expectRefusal(spent, 429, 'MFA_TOO_MANY_ATTEMPTS');
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    const failures = await t.database.db.selectFrom('credential_failures').select('kind').where('user_id', '=', adminId).where('occurred_at', '>=', since).execute();
    expect(failures.map((failure) => failure.kind)).toEqual(['mfa', 'mfa', 'mfa', 'mfa', 'mfa']);
    const refused = await t.database.db.selectFrom('security_events').select('details').where('user_id', '=', adminId).where('event_type', '=', 'mfa-verify').where('created_at', '>=', since).execute();
    expect(refused).toHaveLength(5);

    const next = await postLogin(elsewhere, ADMIN);
    await t.database.db.updateTable('users').set({ locked_until: new Date(Date.now() + 15 * 60_000) }).where('id', '=', adminId).execute();
    expectRefusal(await verify(elsewhere, { session: next.json().session, code: codeAt(secret, 1).code }), 423, 'ACCOUNT_LOCKED');
    expectRefusal(await postLogin(elsewhere, ADMIN), 423, 'ACCOUNT_LOCKED');
  });
});
