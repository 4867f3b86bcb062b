import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo/demo-tenants';
import { startTestSmtpServer, type TestSmtpServer } from '../../../mail/test-smtp-server';
import { lastOtpCode, postLogin, signInWithCode } from '../../../testing/sign-in-flow';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKinds } from '../../../testing/test-databases';

describe.each(testDatabaseKinds())('sign-in steps on $kind', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let address = 0;
  // Each anonymous browser from its own address, so the per-address limits never answer for the route.
  const browser = () => {
    const agent = t.anonymous();
    const ip = `203.0.113.${(address += 1)}`;
    const request = agent.request.bind(agent);
    agent.request = (options) => request({ remoteAddress: ip, ...options });
    return agent;
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const verify = (agent: ReturnType<typeof browser>, payload: Record<string, unknown>) => agent.request({ method: 'POST', url: '/api/auth/verify-otp', payload, csrf: true });

  it('registers, confirms, signs in with a one-time code sent over SMTP, and is signed in', async () => {
    const email = 'noa@smtp-office.example.com';
    const password = 'Strong#Passw0rd-2026';
    const agent = browser();
    await agent.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    const registered = await agent.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, confirmPassword: password, firstName: 'Noa', lastName: 'Cohen', officeName: 'Cohen Office', officeType: 'generic', slug: 'cohen-office', acceptTerms: true },
    });
    expect(registered.statusCode).toBe(201);
    // The office is created and the link mailed after the answer has left.
    await expect.poll(() => smtp.messages.some((mail) => mail.envelope.to.includes(email))).toBe(true);
    const confirmation = smtp.messages.find((mail) => mail.envelope.to.includes(email));
    const token = /token=([A-Za-z0-9_-]+)/.exec(confirmation!.parsed.text ?? '')![1]!;
    expect((await agent.request({ method: 'POST', url: '/api/auth/confirm-email', payload: { token }, csrf: true })).statusCode).toBe(200);

    const login = await postLogin(agent, email, password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, otpRequired: true, requiresOtp: true, deliveryMedium: 'EMAIL', destination: 'n***@s***.com', session: expect.any(String) });
    expect(agent.cookies.has('lishka_session')).toBe(false);
    const codeMail = smtp.messages.filter((mail) => mail.envelope.to.includes(email)).at(-1)!;
    const code = /\b(\d{6})\b/.exec(codeMail.parsed.text ?? '')![1]!;
    expect(codeMail.parsed.subject).toContain(code);

    const signedIn = await verify(agent, { Email: email, OtpCode: code, Session: login.json().session });
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json();
    expect(body).toMatchObject({ success: true, isValid: true, email, userId: expect.any(String), user: { email, role: 'admin' }, tenant: { tenantSubdomain: 'cohen-office' }, csrfToken: agent.csrf() });
    const idToken = decodeJwt(body.idToken);
    expect(idToken).toMatchObject({ sub: body.userId, email, tenantSubdomain: 'cohen-office', officeType: 'generic', isSuperAdmin: false, token_use: 'id' });
    expect(idToken.exp! - idToken.iat!).toBe(15 * 60);
    expect(decodeJwt(body.accessToken)).toMatchObject({ sub: body.userId, token_use: 'access', sid: expect.any(String) });
    expect((await agent.request({ method: 'GET', url: '/api/auth/status' })).json()).toMatchObject({ isAuthenticated: true, user: { email } });
  });

  it('asks for a code on a new device only, and the code works once', async () => {
    const email = 'admin@vet.example.com';
    const agent = browser();
    const login = await postLogin(agent, email);
    const code = await lastOtpCode(t, email);
    expect((await verify(agent, { Email: email, OtpCode: code, Session: login.json().session })).statusCode).toBe(200);
    const again = await verify(agent, { Email: email, OtpCode: code, Session: login.json().session });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'OTP_INVALID', messages: { he: expect.stringMatching(/[א-ת]/), en: 'Invalid OTP code' } });
    // The same browser again: the password is enough.
    expect((await postLogin(agent, email)).json()).toMatchObject({ user: { email }, accessToken: expect.any(String) });
    // Another browser: a code again.
    expect((await postLogin(browser(), email)).json()).toMatchObject({ otpRequired: true });
  });

  it('names the user’s own office in the code step, not the one the browser remembers', async () => {
    const agent = browser();
    await agent.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    const login = await agent.request({ method: 'POST', url: '/api/auth/login', payload: { Email: 'admin@vet.example.com', Password: DEMO_PASSWORD }, headers: { 'x-tenant-subdomain': 'legal' }, csrf: true });
    expect(login.json()).toMatchObject({ otpRequired: true, office: { slug: 'vet', name: 'מרפאה וטרינרית לדוגמה · Demo veterinary clinic' } });
    // A wrong password names no office.
    expect((await postLogin(browser(), 'admin@vet.example.com', 'Wrong#Passw0rd-1')).json()).not.toHaveProperty('office');
  });

  it('refuses wrong, malformed and expired codes with their own messages, and spends the code after 5 tries', async () => {
    const email = 'pro@vet.example.com';
    const agent = browser();
    const session = (await postLogin(agent, email)).json().session;
    const code = await lastOtpCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(agent, { OtpCode: code, Session: session })).json()).toMatchObject({ code: 'OTP_EMAIL_REQUIRED', message: 'Email is required for OTP verification' });
    expect((await verify(agent, { Email: email, OtpCode: '12ab', Session: session })).json()).toMatchObject({ code: 'OTP_CODE_REQUIRED' });
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await verify(agent, { Email: email, OtpCode: wrong, Session: session })).statusCode).toBe(400);
    const fifth = await verify(agent, { Email: email, OtpCode: wrong, Session: session });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('OTP_TOO_MANY_ATTEMPTS');
    // Every 429 says when to retry (issue 17, item 9): the spent code's step lasts at most its 5 minutes.
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fifth.headers['retry-after'])).toBeLessThanOrEqual(300);
    const spent = await verify(agent, { Email: email, OtpCode: code, Session: session });
    expect(spent.json().code).toBe('OTP_TOO_MANY_ATTEMPTS');
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);

    const next = (await postLogin(agent, email)).json().session;
    await t.database.db.updateTable('sign_in_challenges').set({ expires_at: new Date(Date.now() - 1000) }).where('consumed_at', 'is', null).execute();
    const expired = await verify(agent, { Email: email, OtpCode: await lastOtpCode(t, email), Session: next });
    expect(expired.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('sends a new code on request, not too often, and only the newest code works', async () => {
    const email = 'admin@realestate.example.com';
    const agent = browser();
    const session = (await postLogin(agent, email)).json().session;
    const first = await lastOtpCode(t, email);
    const tooSoon = await agent.request({ method: 'POST', url: '/api/auth/send-otp', payload: { destinationType: 'email', Session: session }, csrf: true });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('OTP_RESEND_FAILED');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(30);
    await t.database.db.updateTable('sign_in_challenges').set({ data: JSON.stringify({ next: [], passed: [], sends: [new Date(Date.now() - 60_000).toISOString()] }) }).where('consumed_at', 'is', null).execute();
    const resent = await agent.request({ method: 'POST', url: '/api/auth/send-otp', payload: { Session: session }, csrf: true });
    expect(resent.json()).toMatchObject({ success: true, deliveryMedium: 'EMAIL', destination: 'a***@r***.com' });
    const second = await lastOtpCode(t, email);
    if (first !== second) expect((await verify(agent, { Email: email, OtpCode: first, Session: session })).statusCode).toBe(400);
    // Without a session the e-mail names the pending sign-in.
    expect((await verify(agent, { Email: email, OtpCode: second })).json()).toMatchObject({ isValid: true, user: { email } });
  });

  it('takes a user of an office that requires multi-factor to authenticator setup after the code', async () => {
    const email = 'pro@legal.example.com';
    const agent = browser();
    const afterCode = await signInWithCode(t, agent, email);
    expect(afterCode.statusCode).toBe(200);
    expect(afterCode.json()).toMatchObject({ success: true, isValid: true, mfaRequired: true, mfaSetupRequired: true, session: expect.any(String), messages: { en: expect.stringMatching(/two-step/) } });
    expect(afterCode.json().accessToken).toBeUndefined();
    expect(agent.cookies.has('lishka_session')).toBe(false);
  });

  it('locks an account after 5 wrong passwords in 15 minutes, for 15 minutes, and says so', async () => {
    const email = 'pro@realestate.example.com';
    const agent = browser();
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await postLogin(agent, email, 'Wrong-Password-1!')).statusCode).toBe(401);
    const fifth = await postLogin(agent, email, 'Wrong-Password-1!');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', messages: { en: 'Account locked; try again later', he: expect.stringMatching(/[א-ת]/) } });
    expect((await postLogin(browser(), email)).json().code).toBe('ACCOUNT_LOCKED');
    const user = await t.database.db.selectFrom('users').select(['id', 'locked_until']).where('email', '=', email).executeTakeFirstOrThrow();
    const minutes = (new Date(user.locked_until!).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await t.database.db.selectFrom('security_events').select('event_type').where('user_id', '=', user.id).where('event_type', '=', 'lockout').execute()).toHaveLength(1);
    // The window passes.
    await t.database.db.updateTable('users').set({ locked_until: new Date(Date.now() - 1000) }).where('id', '=', user.id).execute();
    await t.database.db.updateTable('credential_failures').set({ occurred_at: new Date(Date.now() - 16 * 60_000) }).where('user_id', '=', user.id).execute();
    expect((await postLogin(browser(), email)).json()).toMatchObject({ otpRequired: true });
  });

  it('answers short-lived tokens that work as Bearer credentials until the session ends', async () => {
    const agent = browser();
    const body = (await signInWithCode(t, agent, 'admin@insurance.example.com')).json();
    // Insurance requires multi-factor: use a generic office for a full sign-in instead.
    expect(body.mfaSetupRequired).toBe(true);
    const generic = browser();
    const { accessToken } = (await signInWithCode(t, generic, 'admin@generic.example.com')).json();
    const bearer = { authorization: `Bearer ${accessToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/users/sessions', headers: bearer })).statusCode).toBe(200);
    const tampered = `${accessToken.slice(0, -4)}AAAA`;
    expect((await t.app.inject({ method: 'GET', url: '/api/users/sessions', headers: { authorization: `Bearer ${tampered}` } })).statusCode).toBe(401);
    // A Bearer call carries no ambient credential: no CSRF token needed. Signing out ends the session, and the token with it.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/sessions', headers: bearer })).statusCode).toBe(401);
  });

  it('extends the session on refresh-token, which needs the username', async () => {
    const agent = await t.signIn('pro@accounting.example.com');
    const missing = await agent.request({ method: 'POST', url: '/api/auth/refresh-token', payload: {}, csrf: true });
    expect(missing.json()).toMatchObject({ code: 'USERNAME_REQUIRED', message: 'Username is required' });
    await t.database.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 10 * 60_000) }).where('revoked_at', 'is', null).execute();
    const refreshed = await agent.request({ method: 'POST', url: '/api/auth/refresh-token', payload: { Username: 'PRO@accounting.example.com' }, csrf: true });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ success: true, expiresIn: expect.any(Number), accessToken: expect.any(String), idToken: expect.any(String) });
    expect(decodeJwt(refreshed.json().idToken)).toMatchObject({ tenantSubdomain: 'accounting' });
    const other = await agent.request({ method: 'POST', url: '/api/auth/refresh-token', payload: { Username: 'admin@accounting.example.com' }, csrf: true });
    expect(other.statusCode).toBe(400);
  });

  it('gives the session the user’s shorter idle timeout, never a longer one than the office’s', async () => {
    const generic = 'pro@generic.example.com';
    const own = await t.signIn(generic);
    await own.request({ method: 'PUT', url: '/api/users/preferences', payload: { sessionTimeout: '4h' }, csrf: true });
    expect((await signInWithCode(t, browser(), generic)).json().expiresIn).toBe(30 * 60);
    await own.request({ method: 'PUT', url: '/api/users/preferences', payload: { sessionTimeout: '15m' }, csrf: true });
    expect((await signInWithCode(t, browser(), generic)).json().expiresIn).toBe(15 * 60);
  });

  it('lets a session with an expired password do nothing but change it', async () => {
    const email = 'admin@realestate.example.com';
    await t.database.db.updateTable('users').set({ password_changed_at: new Date(Date.now() - 181 * 86_400_000) }).where('email', '=', email).execute();
    const agent = browser();
    const answer = (await signInWithCode(t, agent, email, DEMO_PASSWORD)).json();
    expect(answer).toMatchObject({ passwordChangeRequired: true, messages: { en: 'Your password has expired; change it to continue' } });
    const refused = await agent.request({ method: 'GET', url: '/api/users/sessions' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PASSWORD_EXPIRED');
    expect((await agent.request({ method: 'GET', url: '/api/auth/status' })).json()).toMatchObject({ isAuthenticated: true, passwordChangeRequired: true });
    expect((await agent.request({ method: 'POST', url: '/api/auth/logout', csrf: true })).statusCode).toBe(200);
  });
});
