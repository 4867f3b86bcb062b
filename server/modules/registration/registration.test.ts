import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithCode } from '../../testing/sign-in-flow';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

const PASSWORD = 'Strong#Passw0rd-2026';

describe.each(testDatabaseKinds())('registration and e-mail confirmation on $kind', (kind) => {
  let t: TestApp;
  let address = 0;
  // Each call from its own address, so that the per-address rate limits never answer instead of the route.
  const remoteAddress = () => `198.51.100.${(address += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const body = (changes: Record<string, unknown> = {}) => ({
    email: 'dana@newoffice.example.com',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Dana',
    lastName: 'Levi',
    officeName: 'Levi & Co.',
    officeType: 'legal',
    slug: 'levi-law',
    acceptTerms: true,
    ...changes,
  });
  // A registration's office is created after its answer (issue 17): each call waits for that work too.
  const post = async (url: string, payload: unknown) => {
    const response = await t.anonymous().request({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: remoteAddress() });
    await t.afterAnswers();
    return response;
  };
  const withCsrf = async (url: string, payload: Record<string, unknown>) => {
    const agent = t.anonymous();
    await agent.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    const response = await agent.request({ method: 'POST', url, payload, csrf: true, remoteAddress: remoteAddress() });
    await t.afterAnswers();
    return response;
  };
  const login = (email: string, password = PASSWORD) => post('/api/auth/login', { Email: email, Password: password });
  const mailsTo = (to: string) => t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('seq').execute();
  const tokenOf = (text: string) => {
    const match = /\/auth\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text);
    expect(match, `no confirmation link in: ${text}`).not.toBeNull();
    return decodeURIComponent(match![1]!);
  };
  const counts = async () => {
    const count = async (table: 'tenants' | 'users' | 'memberships' | 'email_confirmations' | 'mail_outbox') =>
      Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { tenants: await count('tenants'), users: await count('users'), memberships: await count('memberships'), tokens: await count('email_confirmations'), mails: await count('mail_outbox') };
  };

  it('registers an office and its admin, who signs in only after confirming the address, once', async () => {
    const response = await post('/api/auth/register', body());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, confirmationRequired: true, messages: { he: expect.stringMatching(/[א-ת]/), en: expect.any(String) } });

    const mails = await mailsTo('dana@newoffice.example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'welcome_email', text_body: expect.stringMatching(/[א-ת]/) });
    expect(mails[0]!.text_body).toContain(`${t.config.publicUrl}/auth/confirm?token=`);
    const token = tokenOf(mails[0]!.text_body);
    const stored = await t.database.db.selectFrom('email_confirmations').selectAll().execute();
    expect(stored.some((row) => Buffer.from(row.token_hash).toString('base64url') === token)).toBe(false);

    const refused = await login('dana@newoffice.example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', messages: { en: 'Email not verified' } });

    const confirmed = await withCsrf('/api/auth/confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, messages: { he: expect.any(String), en: expect.any(String) } });

    // A legal office asks for the e-mailed code on a new device, then for authenticator setup (its policy requires it).
    const signedIn = await signInWithCode(t, t.anonymous(), 'Dana@NewOffice.example.com', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ isValid: true, email: 'dana@newoffice.example.com', mfaRequired: true, mfaSetupRequired: true });
    const member = await t.database.db
      .selectFrom('memberships')
      .innerJoin('tenants', 'tenants.id', 'memberships.tenant_id')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['memberships.role', 'memberships.professional_role', 'tenants.name', 'tenants.office_type', 'users.first_name'])
      .where('tenants.slug', '=', 'levi-law')
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ role: 'admin', professional_role: 'attorney', name: 'Levi & Co.', office_type: 'legal', first_name: 'Dana' });
    const tenant = await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'levi-law').executeTakeFirstOrThrow();
    const audit = await t.database.db.selectFrom('audit_log').select('event_type').where('tenant_id', '=', tenant.id).execute();
    expect(audit.map((row) => row.event_type)).toEqual(expect.arrayContaining(['auth.register', 'auth.confirm_email']));

    const again = await withCsrf('/api/auth/confirm-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFIRMATION_TOKEN_INVALID', messages: { he: expect.stringMatching(/[א-ת]/), en: expect.stringMatching(/used|expired/i) } });
    // A link a mail client handed on with its closing bracket is a link that is not valid, not a malformed request.
    expect((await withCsrf('/api/auth/confirm-email', { token: `${token}>` })).json()).toMatchObject({ code: 'CONFIRMATION_TOKEN_INVALID' });
  });

  it('refuses a bad registration in both languages and creates nothing', async () => {
    await post('/api/auth/register', body({ email: 'taken@newoffice.example.com', slug: 'taken-office' }));
    const cases: [string, Record<string, unknown>, number, string | undefined][] = [
      ['passwords that differ', body({ email: 'a1@x.example.com', slug: 'a1', confirmPassword: `${PASSWORD}x` }), 400, 'PASSWORDS_DO_NOT_MATCH'],
      ['terms not accepted', body({ email: 'a2@x.example.com', slug: 'a2', acceptTerms: false }), 400, 'TERMS_NOT_ACCEPTED'],
      ['a password too short for legal (14)', body({ email: 'a3@x.example.com', slug: 'a3', password: 'Abcdef#12x', confirmPassword: 'Abcdef#12x' }), 400, 'WEAK_PASSWORD'],
      ['a password without a special character', body({ email: 'a4@x.example.com', slug: 'a4', officeType: 'generic', password: 'Abcdefgh12', confirmPassword: 'Abcdefgh12' }), 400, 'WEAK_PASSWORD'],
      ['a taken slug', body({ email: 'a6@x.example.com', slug: 'taken-office' }), 409, 'SLUG_TAKEN'],
      ['a demo office’s slug', body({ email: 'a7@x.example.com', slug: 'legal' }), 409, 'SLUG_TAKEN'],
      ['a reserved slug', body({ email: 'a8@x.example.com', slug: 'admin' }), 400, 'SLUG_RESERVED'],
      ['an unknown office type', body({ email: 'a9@x.example.com', slug: 'a9', officeType: 'spaceport' }), 400, undefined],
      ['an unknown field', { ...body({ email: 'a10@x.example.com', slug: 'a10' }), isSuperAdmin: true }, 400, undefined],
    ];
    const before = await counts();
    for (const [name, payload, status, code] of cases) {
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode, name).toBe(status);
      const answer = response.json();
      expect(answer, name).toMatchObject({ success: false, messages: { he: expect.stringMatching(/[א-ת]/), en: expect.any(String) } });
      if (code) expect(answer.code, name).toBe(code);
      expect(answer.errors?.length ?? 0, `${name}: no field error`).toBeGreaterThan(0);
      for (const error of answer.errors) expect(error.messages, name).toMatchObject({ he: expect.any(String), en: expect.any(String) });
    }
    expect(await counts()).toEqual(before);
    const weak = await post('/api/auth/register', cases[2]![1]);
    expect(JSON.stringify(weak.json())).toContain('14');
  });

  it('answers an address that has an account as a new one, in status, words and shape, and mails its owner instead', async () => {
    const owner = 'owner@newoffice.example.com';
    expect((await post('/api/auth/register', body({ email: owner, slug: 'owner-office', officeType: 'generic' }))).statusCode).toBe(201);
    const before = await counts();
    const known = await post('/api/auth/register', body({ email: 'Owner@NEWOFFICE.example.com', slug: 'second-office', officeType: 'generic' }));
    const fresh = await post('/api/auth/register', body({ email: 'stranger@newoffice.example.com', slug: 'third-office', officeType: 'generic' }));
    expect(known.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(known.body).toBe(fresh.body);
    expect(known.json()).toMatchObject({ success: true, confirmationRequired: true, messages: { he: expect.stringMatching(/[א-ת]/), en: expect.stringMatching(/check your email/i) } });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    // The second office was not created; its owner learns of the attempt from a mail that repeats nothing typed.
    expect(await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'second-office').executeTakeFirst()).toBeUndefined();
    expect((await counts()).users).toBe(before.users + 1);
    const mails = await mailsTo(owner);
    expect(mails.map((mail) => mail.template)).toEqual(['welcome_email', 'registration_attempt']);
    const notice = mails[1]!;
    expect(notice.text_body).toMatch(/[א-ת]/);
    expect(notice.text_body).toContain('already has an account');
    expect(notice.text_body).toContain(`${t.config.publicUrl}/forgot-password`);
    expect(notice.text_body).not.toContain('Levi & Co.');
    expect(notice.text_body).not.toContain('/auth/confirm?token=');
    const attempt = await t.database.db.selectFrom('platform_audit_log').select(['success', 'details']).where('event_type', '=', 'auth.register').where('success', '=', false).execute();
    expect(attempt.map((row) => row.details)).toContainEqual(expect.objectContaining({ reason: 'account-exists' }));

    // A taken office address is refused alike for both: it names an office, not a person.
    const slugKnown = await post('/api/auth/register', body({ email: owner, slug: 'owner-office' }));
    const slugFresh = await post('/api/auth/register', body({ email: 'another@newoffice.example.com', slug: 'owner-office' }));
    expect(slugKnown.statusCode).toBe(409);
    expect(slugKnown.body).toBe(slugFresh.body);
    expect(slugKnown.json()).toMatchObject({ code: 'SLUG_TAKEN' });
  });

  it('answers resend alike for every address and sends only to an unconfirmed account, ending its older links', async () => {
    const email = 'resend@newoffice.example.com';
    expect((await post('/api/auth/register', body({ email, slug: 'resend-office', officeType: 'generic' }))).statusCode).toBe(201);
    const firstToken = tokenOf((await mailsTo(email))[0]!.text_body);

    const answers = [];
    for (const Username of [email, 'nobody@nowhere.example.com', 'admin@legal.example.com']) {
      const response = await withCsrf('/api/auth/resend-confirmation', { Username });
      expect(response.statusCode).toBe(200);
      answers.push(response.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await mailsTo('nobody@nowhere.example.com')).toHaveLength(0);
    expect(await mailsTo('admin@legal.example.com')).toHaveLength(0);

    expect((await withCsrf('/api/auth/confirm-email', { token: firstToken })).statusCode).toBe(400);
    const newToken = tokenOf((await mailsTo(email))[1]!.text_body);
    expect((await withCsrf('/api/auth/confirm-email', { token: newToken })).statusCode).toBe(200);
    expect((await login(email)).json()).toMatchObject({ success: true, otpRequired: true });
  });

  it('refuses an expired link', async () => {
    const email = 'late@newoffice.example.com';
    await post('/api/auth/register', body({ email, slug: 'late-office' }));
    const token = tokenOf((await mailsTo(email))[0]!.text_body);
    await t.database.db.updateTable('email_confirmations').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    const response = await withCsrf('/api/auth/confirm-email', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CONFIRMATION_TOKEN_INVALID');
    expect((await login(email)).json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('keeps CSRF on confirm and resend, not on register', async () => {
    expect((await post('/api/auth/confirm-email', { token: 'x'.repeat(43) })).statusCode).toBe(403);
    expect((await post('/api/auth/resend-confirmation', { Username: 'someone@example.com' })).json().code).toBe('CSRF_TOKEN_INVALID');
  });
});
