import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/test-smtp-server';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

const PASSWORD = 'Strong#Passw0rd-2026';
const HEBREW = /[א-ת]/;

describe.each(testDatabaseKinds())('joining an office through an invitation on $kind', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let legalAdmin: TestAgent;
  let genericAdmin: TestAgent;
  let address = 0;
  // Each anonymous call from its own address, so that the per-address rate limits never answer instead of the route.
  const remoteAddress = () => `198.51.100.${(address += 1)}`;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url });
    legalAdmin = await t.signIn('admin@legal.example.com');
    genericAdmin = await t.signIn('admin@generic.example.com');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Invites an address and answers the invitation and the token of the link the SMTP server received. */
  const invite = async (admin: TestAgent, email: string, role = 'user') => {
    const response = await admin.request({ method: 'POST', url: '/api/users/invitations', payload: { email, role }, csrf: true });
    expect(response.statusCode, response.body).toBe(201);
    const mail = smtp.messages.filter((message) => message.envelope.to.includes(email.toLowerCase())).at(-1);
    const match = /\/register\?invitation=([A-Za-z0-9_-]+)/.exec(mail?.parsed.text ?? '');
    expect(match, 'no invitation link received').not.toBeNull();
    return { id: response.json().data.id as string, token: match![1]! };
  };
  const details = (token: string) => t.anonymous().request({ method: 'GET', url: `/api/auth/invitations/details?token=${token}`, remoteAddress: remoteAddress() });
  const register = (payload: Record<string, unknown>) => t.anonymous().request({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: remoteAddress() });
  const account = (email: string, invitationToken: string, changes: Record<string, unknown> = {}) => ({
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Yael',
    lastName: 'Cohen',
    acceptTerms: true,
    invitationToken,
    ...changes,
  });
  const accept = (agent: TestAgent, token: string) => agent.request({ method: 'POST', url: '/api/auth/invitations/accept', payload: { token }, csrf: true, remoteAddress: remoteAddress() });
  const tenantId = async (slug: string) => (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const membership = (email: string, slug: string) =>
    t.database.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .innerJoin('tenants', 'tenants.id', 'memberships.tenant_id')
      .select(['memberships.role', 'memberships.professional_role', 'users.id as user_id', 'users.email_verified_at'])
      .where('users.email', '=', email)
      .where('tenants.slug', '=', slug)
      .executeTakeFirst();
  const counts = async () => ({
    users: Number((await t.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    tenants: Number((await t.database.db.selectFrom('tenants').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });
  const expectRefusal = (response: Awaited<ReturnType<typeof details>>, status: number, code: string, field?: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, code, messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
    if (field) expect(response.json().errors).toEqual([expect.objectContaining({ field })]);
  };

  it('lets the invitee see the invitation, register with the link and join with the invited role, confirmed, once', async () => {
    const { id, token } = await invite(legalAdmin, 'joiner@example.com', 'manager');
    const shown = await details(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({
      officeName: expect.stringContaining('Demo law office'),
      officeSlug: 'legal',
      officeType: 'legal',
      email: 'joiner@example.com',
      role: 'manager',
      professionalRole: 'attorney',
      expiresAt: expect.any(String),
      hasAccount: false,
    });

    const before = await counts();
    const registered = await register(account('Joiner@Example.com', token));
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ success: true, confirmationRequired: false, tenant: { tenantSubdomain: 'legal', officeType: 'legal' }, messages: { he: expect.stringMatching(HEBREW) } });
    expect(await counts()).toEqual({ users: before.users + 1, tenants: before.tenants });

    const member = await membership('joiner@example.com', 'legal');
    expect(member).toMatchObject({ role: 'manager', professional_role: 'attorney', email_verified_at: expect.any(Date) });
    const confirmationMails = await t.database.db.selectFrom('mail_outbox').select('template').where('to_address', '=', 'joiner@example.com').execute();
    expect(confirmationMails.map((row) => row.template)).toEqual(['invitation']);
    const stored = await t.database.db.selectFrom('invitations').select(['accepted_at', 'accepted_user_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ accepted_at: expect.any(Date), accepted_user_id: member!.user_id });
    const audit = await t.database.db.selectFrom('audit_log').select(['tenant_id', 'user_id', 'after']).where('event_type', '=', 'user.invitation.accept').where('entity_id', '=', id).execute();
    expect(audit).toMatchObject([{ tenant_id: await tenantId('legal'), user_id: member!.user_id, after: { role: 'manager', via: 'registration' } }]);

    const signedIn = await t.signIn('joiner@example.com');
    const status = (await signedIn.request({ method: 'GET', url: '/api/auth/status' })).json();
    expect(status).toMatchObject({ isAuthenticated: true, user: { email: 'joiner@example.com', role: 'manager', professionalRole: 'attorney' }, tenant: { tenantSubdomain: 'legal' } });
    const listed = (await legalAdmin.request({ method: 'GET', url: '/api/users/invitations' })).json().data as { id: string; status: string }[];
    expect(listed.find((item) => item.id === id)?.status).toBe('accepted');

    // The link works once.
    expectRefusal(await details(token), 410, 'INVITATION_USED', 'token');
    expectRefusal(await register(account('joiner@example.com', token, { password: `${PASSWORD}x`, confirmPassword: `${PASSWORD}x` })), 410, 'INVITATION_USED', 'invitationToken');
    expectRefusal(await register(account('other@example.com', token)), 410, 'INVITATION_USED', 'invitationToken');
  });

  it('refuses revoked, expired and unknown links, and creates nothing', async () => {
    const revoked = await invite(legalAdmin, 'revoked-joiner@example.com');
    expect((await legalAdmin.request({ method: 'DELETE', url: `/api/users/invitations/${revoked.id}`, csrf: true })).statusCode).toBe(200);
    const expired = await invite(legalAdmin, 'expired-joiner@example.com');
    await t.database.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expired.id).execute();
    const before = await counts();

    expectRefusal(await details(revoked.token), 410, 'INVITATION_REVOKED', 'token');
    expectRefusal(await register(account('revoked-joiner@example.com', revoked.token)), 410, 'INVITATION_REVOKED', 'invitationToken');
    expectRefusal(await details(expired.token), 410, 'INVITATION_EXPIRED', 'token');
    expect((await details(expired.token)).json().messages.en).toMatch(/expired/);
    expectRefusal(await register(account('expired-joiner@example.com', expired.token)), 410, 'INVITATION_EXPIRED', 'invitationToken');
    expectRefusal(await details('A'.repeat(43)), 404, 'INVITATION_NOT_FOUND', 'token');
    expectRefusal(await register(account('nobody@example.com', 'A'.repeat(43))), 404, 'INVITATION_NOT_FOUND', 'invitationToken');
    expect(await counts()).toEqual(before);
  });

  it("refuses another address, a password below the inviting office's policy, an existing account and a new office at once", async () => {
    const { id, token } = await invite(legalAdmin, 'careful@example.com');
    const before = await counts();
    expectRefusal(await register(account('someone-else@example.com', token)), 400, 'INVITATION_EMAIL_MISMATCH', 'email');
    // Legal asks for 14 characters; 12 would do for a generic office.
    const weak = await register(account('careful@example.com', token, { password: 'Abcdef#12xyz', confirmPassword: 'Abcdef#12xyz' }));
    expectRefusal(weak, 400, 'WEAK_PASSWORD');
    expect(JSON.stringify(weak.json().errors)).toContain('14');
    expectRefusal(await register(account('careful@example.com', token, { confirmPassword: `${PASSWORD}!` })), 400, 'PASSWORDS_DO_NOT_MATCH', 'confirmPassword');
    const both = await register(account('careful@example.com', token, { officeName: 'Mine', officeType: 'generic', slug: 'mine' }));
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'INVALID_REQUEST', messages: { he: expect.stringMatching(HEBREW) } });
    const neither = await register({ ...account('careful@example.com', token), invitationToken: undefined });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['officeName', 'officeType', 'slug']));
    expect(await counts()).toEqual(before);

    const existing = await invite(legalAdmin, 'pro@generic.example.com');
    const refused = await register(account('pro@generic.example.com', existing.token));
    expectRefusal(refused, 409, 'ACCOUNT_EXISTS', 'email');
    expect(refused.json().messages.en).toMatch(/sign in/);
    expect((await details(existing.token)).json().data.hasAccount).toBe(true);
    const statuses = await t.database.db.selectFrom('invitations').select('accepted_at').where('id', 'in', [id, existing.id]).execute();
    expect(statuses).toEqual([{ accepted_at: null }, { accepted_at: null }]);
  });

  it('lets a signed-in account accept an invitation to its own address, once, and refuses another address', async () => {
    const { id, token } = await invite(genericAdmin, 'PRO@legal.example.com', 'viewer');
    const stranger = await t.signIn('admin@accounting.example.com');
    const mismatch = await accept(stranger, token);
    expectRefusal(mismatch, 403, 'INVITATION_EMAIL_MISMATCH', 'token');
    expect(await membership('admin@accounting.example.com', 'generic')).toBeUndefined();

    const pro = await t.signIn('pro@legal.example.com');
    const accepted = await accept(pro, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true, data: { tenant: { tenantSubdomain: 'generic', officeType: 'generic' }, role: 'viewer', professionalRole: 'professional' } });
    expect(await membership('pro@legal.example.com', 'generic')).toMatchObject({ role: 'viewer', professional_role: 'professional' });
    expect(await membership('pro@legal.example.com', 'legal')).toMatchObject({ role: 'user', professional_role: 'attorney' });
    // The session stays in the office it signed in to; the new office is among the account's offices.
    const status = (await pro.request({ method: 'GET', url: '/api/auth/status' })).json();
    expect(status.tenants).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'generic', role: 'viewer', professionalRole: 'professional' })]));
    const audit = await t.database.db.selectFrom('audit_log').select(['tenant_id', 'after']).where('event_type', '=', 'user.invitation.accept').where('entity_id', '=', id).execute();
    expect(audit).toMatchObject([{ tenant_id: await tenantId('generic'), after: { via: 'existing-account', role: 'viewer' } }]);

    expectRefusal(await accept(pro, token), 410, 'INVITATION_USED', 'token');
    const memberAgain = await genericAdmin.request({ method: 'POST', url: '/api/users/invitations', payload: { email: 'pro@legal.example.com', role: 'user' }, csrf: true });
    expectRefusal(memberAgain, 409, 'ALREADY_MEMBER', 'email');
  });
});
