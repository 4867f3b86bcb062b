import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/test-smtp-server';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

const HEBREW = /[א-ת]/;

describe.each(testDatabaseKinds())('invitations, the admin side, on $kind', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: TestAgent;
  let medicalAdmin: TestAgent;

  beforeAll(async () => {
    // A real SMTP server, which refuses one mailbox (a mail that cannot leave).
    smtp = await startTestSmtpServer({ rejectRecipients: ['bounce@example.com'] });
    t = await createTestApp(kind, { smtpUrl: smtp.url });
    admin = await t.signIn('admin@legal.example.com');
    medicalAdmin = await t.signIn('admin@medical.example.com');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const invite = (agent: TestAgent, payload: Record<string, unknown>) => agent.request({ method: 'POST', url: '/api/users/invitations', payload, csrf: true });
  const list = async (agent: TestAgent) => (await agent.request({ method: 'GET', url: '/api/users/invitations' })).json().data as { id: string; email: string; status: string }[];
  const mailsTo = (to: string) => smtp.messages.filter((message) => message.envelope.to.includes(to));
  const tokenIn = (text: string) => {
    const match = /\/register\?invitation=([A-Za-z0-9_-]+)/.exec(text);
    expect(match, `no invitation link in: ${text}`).not.toBeNull();
    return match![1]!;
  };
  const auditOf = (entityId: string) => t.database.db.selectFrom('audit_log').select(['event_type', 'user_id', 'before', 'after']).where('entity_id', '=', entityId).orderBy('occurred_at').execute();

  it('invites by e-mail with a role, mails a single link in Hebrew and English through SMTP, and keeps only its hash', async () => {
    const response = await invite(admin, { email: 'Newbie@Example.com', role: 'manager' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      messages: { he: expect.stringMatching(HEBREW), en: 'Invitation sent', es: expect.any(String) },
      data: { email: 'newbie@example.com', role: 'manager', professionalRole: 'attorney', status: 'pending', invitedBy: { name: 'Dana Admin' }, isMailSent: true, acceptedAt: null, revokedAt: null },
    });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    const days = (Date.parse(body.data.expiresAt) - Date.parse(body.data.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const mails = mailsTo('newbie@example.com');
    expect(mails).toHaveLength(1);
    const { parsed } = mails[0]!;
    expect(parsed.subject).toContain('Demo law office');
    expect(parsed.text).toMatch(HEBREW);
    expect(parsed.text).toContain('Dana Admin invites you to join the office');
    expect(parsed.text).toContain(`${t.config.publicUrl}/register?invitation=`);
    expect(parsed.html).toContain('dir="rtl"');
    const token = tokenIn(parsed.text!);
    const stored = await t.database.db.selectFrom('invitations').select(['token_hash']).where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(Buffer.from(stored.token_hash).toString('base64url')).not.toBe(token);
    expect(Buffer.from(stored.token_hash).length).toBe(32);
    const outbox = await t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'newbie@example.com').execute();
    expect(outbox).toMatchObject([{ template: 'invitation', transport: 'smtp', sent_at: expect.any(Date), error: null }]);

    expect(await auditOf(body.data.id)).toMatchObject([{ event_type: 'user.invitation.create', after: { email: 'newbie@example.com', role: 'manager', professionalRole: 'attorney' } }]);
    expect(JSON.stringify(await auditOf(body.data.id))).not.toContain(token);
  });

  it('refuses a member, a second pending invitation and an unknown role, in both languages, with the field', async () => {
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      ['a member of the office', { email: 'PRO@legal.example.com', role: 'user' }, 409, 'ALREADY_MEMBER', 'email'],
      ['an address already invited', { email: 'newbie@example.com', role: 'viewer' }, 409, 'INVITATION_PENDING', 'email'],
      ['a professional role of another office type', { email: 'x1@example.com', role: 'user', professionalRole: 'doctor' }, 400, 'INVALID_PROFESSIONAL_ROLE', 'professionalRole'],
      ['a role that does not exist', { email: 'x2@example.com', role: 'owner' }, 400, 'INVALID_REQUEST', 'role'],
      ['no address', { role: 'user' }, 400, 'INVALID_REQUEST', 'email'],
    ];
    const before = (await list(admin)).length;
    for (const [name, payload, status, code, field] of cases) {
      const response = await invite(admin, payload);
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toMatchObject({ success: false, code, messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
      expect(response.json().errors, name).toEqual(expect.arrayContaining([expect.objectContaining({ field, messages: { he: expect.any(String), en: expect.any(String), es: expect.any(String) } })]));
    }
    expect((await list(admin)).length).toBe(before);
    expect(mailsTo('x1@example.com')).toHaveLength(0);
  });

  it('takes a professional role of the office type', async () => {
    const response = await invite(admin, { email: 'paralegal@example.com', role: 'user', professionalRole: 'paralegal' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ professionalRole: 'paralegal', role: 'user' });
  });

  it('lists newest first with computed status, revokes once, and resends with a new link that replaces the old', async () => {
    const revokable = (await invite(admin, { email: 'revoke-me@example.com', role: 'user' })).json().data;
    const late = (await invite(admin, { email: 'late@example.com', role: 'viewer' })).json().data;
    await t.database.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', late.id).execute();

    const revoked = await admin.request({ method: 'DELETE', url: `/api/users/invitations/${revokable.id}`, csrf: true });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ success: true, data: { id: revokable.id, status: 'revoked', revokedAt: expect.any(String) }, messages: { he: expect.stringMatching(HEBREW) } });
    const again = await admin.request({ method: 'DELETE', url: `/api/users/invitations/${revokable.id}`, csrf: true });
    expect(again.json().data.revokedAt).toBe(revoked.json().data.revokedAt);

    const listed = await list(admin);
    expect(listed.slice(0, 2).map((item) => [item.email, item.status])).toEqual([['late@example.com', 'expired'], ['revoke-me@example.com', 'revoked']]);
    expect(listed.find((item) => item.email === 'newbie@example.com')?.status).toBe('pending');

    const refusedResend = await admin.request({ method: 'POST', url: `/api/users/invitations/${revokable.id}/resend`, csrf: true });
    expect(refusedResend.statusCode).toBe(409);
    expect(refusedResend.json()).toMatchObject({ code: 'INVITATION_NOT_PENDING', messages: { he: expect.stringMatching(HEBREW) } });

    const oldToken = tokenIn(mailsTo('late@example.com')[0]!.parsed.text!);
    const resent = await admin.request({ method: 'POST', url: `/api/users/invitations/${late.id}/resend`, csrf: true });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ data: { id: late.id, status: 'pending', isMailSent: true }, messages: { en: expect.stringContaining('previous link') } });
    expect(Date.parse(resent.json().data.expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const mails = mailsTo('late@example.com');
    expect(mails).toHaveLength(2);
    const newToken = tokenIn(mails[1]!.parsed.text!);
    expect(newToken).not.toBe(oldToken);
    const details = (token: string) => t.anonymous().request({ method: 'GET', url: `/api/auth/invitations/details?token=${token}`, remoteAddress: '203.0.113.7' });
    expect((await details(oldToken)).statusCode).toBe(404);
    expect((await details(newToken)).json()).toMatchObject({ data: { email: 'late@example.com', role: 'viewer' } });

    expect((await auditOf(revokable.id)).map((row) => row.event_type)).toEqual(['user.invitation.create', 'user.invitation.revoke']);
    expect(await auditOf(late.id)).toMatchObject([{ event_type: 'user.invitation.create' }, { event_type: 'user.invitation.resend', before: { status: 'expired' }, after: { status: 'pending' } }]);
  });

  it('refuses every admin route to a member who is not an admin, with 403 ADMIN_REQUIRED', async () => {
    const pro = await t.signIn('pro@legal.example.com');
    const someId = (await list(admin))[0]!.id;
    const calls = [
      { method: 'POST' as const, url: '/api/users/invitations', payload: { email: 'sneaky@example.com', role: 'admin' } },
      { method: 'GET' as const, url: '/api/users/invitations' },
      { method: 'DELETE' as const, url: `/api/users/invitations/${someId}` },
      { method: 'POST' as const, url: `/api/users/invitations/${someId}/resend` },
    ];
    for (const call of calls) {
      const response = await pro.request({ ...call, csrf: true });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json(), call.url).toMatchObject({ code: 'ADMIN_REQUIRED', messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/administrator/) } });
    }
    expect(mailsTo('sneaky@example.com')).toHaveLength(0);
    expect((await list(admin)).find((item) => item.id === someId)?.status).not.toBe('revoked');
  });

  it("keeps each office's invitations its own: another office's admin neither sees, revokes nor resends them (404)", async () => {
    const theirs = (await invite(medicalAdmin, { email: 'nurse@example.com', role: 'user' })).json().data;
    expect(theirs.professionalRole).toBe('doctor');
    expect((await list(admin)).some((item) => item.id === theirs.id)).toBe(false);
    for (const call of [{ method: 'DELETE' as const, url: `/api/users/invitations/${theirs.id}` }, { method: 'POST' as const, url: `/api/users/invitations/${theirs.id}/resend` }]) {
      const response = await admin.request({ ...call, csrf: true, headers: { 'x-tenant-id': 'medical' } });
      expect(response.statusCode, call.url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', messages: { en: 'Invitation not found' } });
    }
    expect((await list(medicalAdmin)).find((item) => item.id === theirs.id)).toMatchObject({ status: 'pending' });
    expect(mailsTo('nurse@example.com')).toHaveLength(1);
    // The same address may be invited by two offices at once.
    expect((await invite(admin, { email: 'nurse@example.com', role: 'user' })).statusCode).toBe(201);
  });

  it('keeps the invitation when the mail cannot leave, and says so', async () => {
    const response = await invite(admin, { email: 'bounce@example.com', role: 'user' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'pending', isMailSent: false });
    const outbox = await t.database.db.selectFrom('mail_outbox').select(['error', 'sent_at']).where('to_address', '=', 'bounce@example.com').execute();
    expect(outbox).toMatchObject([{ sent_at: null, error: expect.stringContaining('550') }]);
  });
});
