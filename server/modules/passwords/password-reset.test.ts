import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-tenants';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/test-smtp-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { RESET_MAILS_PER_HOUR } from './password-reset.service';

const NEW_PASSWORD = 'Fresh#Start-2026-reset';
const HEBREW = /[א-ת]/;

/** Polls until `check` answers something truthy (work that finishes after the answer), or fails after a while. */
async function eventually<T>(check: () => Promise<T | undefined | false>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const found = await check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe.each(testDatabaseKinds())('forgot and reset password on $kind', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let address = 0;
  // Each call from its own address, so that the per-address limits never answer instead of the route.
  const remoteAddress = () => `203.0.113.${(address += 1)}`;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: Record<string, unknown>) => t.anonymous().request({ method: 'POST', url, payload, remoteAddress: remoteAddress() });
  // A visitor that holds its CSRF token, as the reset page's does before it sends the new password.
  const visitor = async (from = remoteAddress()) => {
    const agent = t.anonymous();
    expect((await agent.request({ method: 'GET', url: '/api/auth/refresh-csrf', remoteAddress: from })).statusCode).toBe(200);
    return (url: string, payload: Record<string, unknown>) => agent.request({ method: 'POST', url, payload, remoteAddress: from, csrf: true });
  };
  const forgot = (Username: string) => post('/api/auth/forgot-password', { Username });
  const reset = async (Username: string, Code: string, NewPassword: string) => (await visitor())('/api/auth/reset-password', { Username, Code, NewPassword, username: Username, code: Code, newPassword: NewPassword });
  const login = (email: string, password: string) => post('/api/auth/login', { Email: email, Password: password });
  const mailsTo = (to: string) => smtp.messages.filter((mail) => mail.envelope.to.includes(to));
  const tokenOf = (text: string) => {
    const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
    expect(match, `no reset link in: ${text}`).not.toBeNull();
    return decodeURIComponent(match![1]!);
  };
  const mailCount = async (to: string, count: number) => eventually(async () => mailsTo(to).length >= count && mailsTo(to), `${count} mails to ${to}`);
  const userId = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const platformEvents = (reason: string) =>
    t.database.db.selectFrom('platform_audit_log').selectAll().where('event_type', '=', 'auth.forgot_password').execute().then((rows) => rows.filter((row) => (row.details as { after?: { reason?: string } }).after?.reason === reason));
  const securityEvents = async (email: string, eventType: string) => t.database.db.selectFrom('security_events').selectAll().where('user_id', '=', await userId(email)).where('event_type', '=', eventType).execute();

  it('mails a link in Hebrew and English over SMTP that resets the password once, and signs nobody in', async () => {
    const email = 'pro@generic.example.com';
    const answer = await forgot(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Password reset instructions sent', messages: { he: expect.stringMatching(HEBREW), en: 'Password reset instructions sent', es: expect.any(String) } });

    const [mail] = await mailCount(email, 1);
    expect(mail!.parsed.subject).toMatch(HEBREW);
    expect(mail!.parsed.subject).toContain('Reset your password');
    expect(mail!.parsed.text).toMatch(HEBREW);
    expect(mail!.parsed.text).toContain('valid for 60 minutes');
    expect(mail!.parsed.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(mail!.parsed.html).toContain('dir="rtl"');
    const token = tokenOf(mail!.parsed.text!);
    // The SMTP server has the message before the sender records it as sent: wait for that record.
    const outbox = () => t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
    await expect.poll(outbox).toMatchObject([{ template: 'password_reset', transport: 'smtp', sent_at: expect.any(Date) }]);
    const stored = await t.database.db.selectFrom('password_resets').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]!.token_hash).toString('base64url')).not.toBe(token);
    expect(new Date(stored[0]!.expires_at).getTime() - new Date(stored[0]!.created_at).getTime()).toBe(3_600_000);

    const done = await reset(email, token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, messages: { he: expect.stringMatching(HEBREW), en: 'Password reset successfully' } });
    expect(done.cookies).toEqual([]);

    expect((await login(email, DEMO_PASSWORD)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login(email, NEW_PASSWORD)).json()).toMatchObject({ success: true });

    const again = await reset(email, token, `${NEW_PASSWORD}-again`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'RESET_TOKEN_INVALID', messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) }, errors: [{ field: 'Code' }] });
    expect((await login(email, `${NEW_PASSWORD}-again`)).json().code).toBe('INVALID_CREDENTIALS');

    const tenant = await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'generic').executeTakeFirstOrThrow();
    const audit = await t.database.db.selectFrom('audit_log').select(['event_type', 'success']).where('tenant_id', '=', tenant.id).where('entity_id', '=', await userId(email)).execute();
    expect(audit).toEqual(expect.arrayContaining([{ event_type: 'auth.forgot_password', success: true }, { event_type: 'auth.password.reset', success: true }]));
    expect(await securityEvents(email, 'password-reset-request')).toMatchObject([{ success: true }]);
    expect((await securityEvents(email, 'password-reset')).map((event) => event.success).sort()).toEqual([false, true]);
    expect(await t.database.db.selectFrom('password_history').selectAll().where('user_id', '=', await userId(email)).execute()).toHaveLength(1);
  });

  it('answers every address alike and mails only an active, confirmed account', async () => {
    await t.database.db.updateTable('users').set({ is_active: false }).where('email', '=', 'pro@vet.example.com').execute();
    await t.database.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', 'pro@realestate.example.com').execute();
    const before = smtp.messages.length;
    const addresses = ['admin@generic.example.com', 'nobody@nowhere.example.com', 'pro@vet.example.com', 'pro@realestate.example.com', 'ADMIN@Generic.example.com'];
    const answers = new Set<string>();
    for (const Username of addresses) {
      const response = await forgot(Username);
      expect(response.statusCode, Username).toBe(200);
      answers.add(response.body);
    }
    const viaEmail = await post('/api/auth/forgot-password', { email: 'nobody@nowhere.example.com' });
    answers.add(viaEmail.body);
    expect(answers.size).toBe(1);

    await mailCount('admin@generic.example.com', 2);
    await eventually(async () => (await platformEvents('unknown-account')).length >= 2, 'the unknown addresses to be recorded');
    await eventually(async () => (await platformEvents('inactive')).length >= 1 && (await platformEvents('email-not-verified')).length >= 1, 'the refusals to be recorded');
    expect(smtp.messages.length - before).toBe(2);
    expect(mailsTo('nobody@nowhere.example.com')).toHaveLength(0);
    expect(mailsTo('pro@vet.example.com')).toHaveLength(0);
    expect(mailsTo('pro@realestate.example.com')).toHaveLength(0);

    // The second request ended the first link.
    const [first, second] = mailsTo('admin@generic.example.com').map((mail) => tokenOf(mail.parsed.text!));
    expect((await reset('admin@generic.example.com', first!, NEW_PASSWORD)).json().code).toBe('RESET_TOKEN_INVALID');
    expect((await reset('admin@generic.example.com', second!, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it(`sends at most ${RESET_MAILS_PER_HOUR} reset mails an hour to one account, and still answers alike`, async () => {
    const email = 'admin@accounting.example.com';
    const answers = new Set<string>();
    for (let request = 0; request < RESET_MAILS_PER_HOUR + 2; request += 1) answers.add((await forgot(email)).body);
    expect(answers.size).toBe(1);
    await eventually(async () => (await securityEvents(email, 'password-reset-request')).filter((event) => !event.success).length === 2, 'the refused requests to be recorded');
    await mailCount(email, RESET_MAILS_PER_HOUR);
    expect(mailsTo(email)).toHaveLength(RESET_MAILS_PER_HOUR);
    expect(await securityEvents(email, 'password-reset-request')).toHaveLength(RESET_MAILS_PER_HOUR + 2);
  });

  it('refuses an expired link, a link for another account, an unknown code and duplicates that disagree', async () => {
    const email = 'pro@accounting.example.com';
    await forgot(email);
    const token = tokenOf((await mailCount(email, 1))[0]!.parsed.text!);
    const cases: [string, Record<string, unknown>, string][] = [
      ['another account', { Username: 'admin@legal.example.com', Code: token, NewPassword: NEW_PASSWORD }, 'RESET_TOKEN_INVALID'],
      ['an unknown code', { Username: email, Code: 'x'.repeat(43), NewPassword: NEW_PASSWORD }, 'RESET_TOKEN_INVALID'],
      ['usernames that disagree', { Username: email, Code: token, NewPassword: NEW_PASSWORD, username: 'admin@legal.example.com' }, 'DUPLICATE_FIELDS_DISAGREE'],
      ['a missing code', { Username: email, NewPassword: NEW_PASSWORD }, 'INVALID_REQUEST'],
    ];
    for (const [name, payload, code] of cases) {
      const response = await (await visitor())('/api/auth/reset-password', payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ success: false, code, messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
    }
    expect((await post('/api/auth/forgot-password', { Username: email, email: 'admin@legal.example.com' })).json().code).toBe('DUPLICATE_FIELDS_DISAGREE');
    expect((await post('/api/auth/forgot-password', {})).statusCode).toBe(400);

    await t.database.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    const expired = await reset(email, token, NEW_PASSWORD);
    expect(expired.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' });
    expect((await login(email, NEW_PASSWORD)).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('ends every session of the account and lifts its lock', async () => {
    const email = 'pro@insurance.example.com';
    const signedIn = await t.signIn(email);
    expect((await signedIn.request({ method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(email, 'Wrong-Password-1!');
    const locked = await login(email, DEMO_PASSWORD);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');

    await forgot(email);
    const token = tokenOf((await mailCount(email, 1))[0]!.parsed.text!);
    expect((await reset(email, token, NEW_PASSWORD)).statusCode).toBe(200);

    expect((await signedIn.request({ method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(401);
    const open = await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', await userId(email)).where('revoked_at', 'is', null).execute();
    expect(open).toEqual([]);
    expect((await login(email, NEW_PASSWORD)).json()).toMatchObject({ success: true });
  });

  it('holds the new password to the strictest office of the account and refuses recent ones, in both languages', async () => {
    const email = 'pro@medical.example.com';
    // A member of the legal office too: its 14 characters and 10 earlier passwords are the stricter.
    const legal = await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'legal').executeTakeFirstOrThrow();
    await t.database.db.insertInto('memberships').values({ tenant_id: legal.id, user_id: await userId(email), role: 'user', professional_role: null }).execute();
    await post('/api/auth/forgot-password', { email });
    const token = tokenOf((await mailCount(email, 1))[0]!.parsed.text!);
    const lower = async (password: string) => (await visitor())('/api/auth/reset-password', { username: email, code: token, newPassword: password });

    const weak = await lower('Short#Pass12');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', messages: { he: expect.stringMatching(HEBREW), en: 'Password does not meet security requirements' } });
    expect(weak.json().errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 14 characters', messages: { he: expect.stringContaining('14'), en: 'Password must be at least 14 characters', es: expect.any(String) } }]);
    const plain = (await lower('onlylowercaseletters')).json();
    expect(plain.errors.map((error: { field: string }) => error.field)).toEqual(['newPassword', 'newPassword', 'newPassword']);
    for (const error of plain.errors) expect(error.messages).toMatchObject({ he: expect.stringMatching(HEBREW), en: expect.any(String) });

    const reused = await lower(DEMO_PASSWORD);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'PASSWORD_REUSED', messages: { he: expect.stringMatching(HEBREW), en: 'The new password must not be one of your last 10 passwords' }, errors: [{ field: 'newPassword' }] });

    // Refusals leave the link usable.
    expect((await lower(NEW_PASSWORD)).statusCode).toBe(200);
    // Audited in each office of the account.
    const audited = await t.database.db.selectFrom('audit_log').innerJoin('tenants', 'tenants.id', 'audit_log.tenant_id').select('tenants.slug').where('event_type', '=', 'auth.password.reset').where('entity_id', '=', await userId(email)).execute();
    expect(audited.map((row) => row.slug).sort()).toEqual(['legal', 'medical']);
    await forgot(email);
    const next = tokenOf((await mailCount(email, 2))[1]!.parsed.text!);
    expect((await reset(email, next, DEMO_PASSWORD)).json().code).toBe('PASSWORD_REUSED');
    expect((await reset(email, next, NEW_PASSWORD)).json().code).toBe('PASSWORD_REUSED');
  });

  it('limits the requests of one address with RESET_RATE_LIMITED', async () => {
    const from = '192.0.2.77';
    const statuses = [];
    for (let request = 0; request < 6; request += 1) {
      statuses.push((await t.anonymous().request({ method: 'POST', url: '/api/auth/forgot-password', payload: { Username: `someone${request}@example.com` }, remoteAddress: from })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await (await visitor(from))('/api/auth/reset-password', { Username: 'someone@example.com', Code: 'abc', NewPassword: NEW_PASSWORD });
    expect(limited.json().code).not.toBe('RESET_RATE_LIMITED');
    const refused = await t.anonymous().request({ method: 'POST', url: '/api/auth/forgot-password', payload: { Username: 'someone@example.com' }, remoteAddress: from });
    expect(refused.json()).toMatchObject({ success: false, code: 'RESET_RATE_LIMITED', messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/too many/i) } });
  });

  it('needs no session; forgot-password no CSRF token, reset-password the visitor\'s own (issue 17, item 8)', async () => {
    const forgotAnswer = await t.anonymous().request({ method: 'POST', url: '/api/auth/forgot-password', payload: { Username: 'someone@example.com' }, remoteAddress: remoteAddress() });
    expect(forgotAnswer.statusCode).toBe(200);
    const payload = { Username: 'someone@example.com', Code: 'abc', NewPassword: NEW_PASSWORD };
    const withoutToken = await t.anonymous().request({ method: 'POST', url: '/api/auth/reset-password', payload, remoteAddress: remoteAddress() });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json()).toMatchObject({ code: 'CSRF_TOKEN_INVALID', messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/csrf/i) } });
    expect((await (await visitor())('/api/auth/reset-password', payload)).json().code).toBe('RESET_TOKEN_INVALID');
  });
});
