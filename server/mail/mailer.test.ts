import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { MailError } from './mail-error';
import { createMailer, DEFAULT_MAIL_FROM } from './mailer';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

const HEBREW_SUBJECT = 'אישור כתובת הדוא״ל — לשכה';
const HEBREW_TEXT = 'שלום דנה,\nקוד האימות שלך: 482913\nלאישור: https://lishka.example/confirm?token=abc\nתודה!';

describe.each(testDatabaseKinds())('the mailer on $kind', ({ create }) => {
  let database: TestDatabase;
  let tenantId = '';

  beforeAll(async () => {
    database = await create();
    const tenant = await database.handle.db.insertInto('tenants').values({ slug: 'mail-office', name: 'Mail office', office_type: 'legal' }).returning('id').executeTakeFirstOrThrow();
    tenantId = tenant.id;
  });

  afterAll(async () => database?.dispose());

  const outboxRow = (id: string) => database.handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const countRows = async () => Number((await database.handle.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);

  describe('without SMTP', () => {
    it('keeps every message in the outbox', async () => {
      const mailer = createMailer({ database: database.handle, from: DEFAULT_MAIL_FROM });
      const sent = await mailer.send({ to: 'dana@example.com', subject: HEBREW_SUBJECT, text: HEBREW_TEXT, template: 'confirm-email' });
      expect(sent).toEqual({ id: expect.any(String), transport: 'outbox' });
      expect(await outboxRow(sent.id)).toMatchObject({
        tenant_id: null,
        to_address: 'dana@example.com',
        subject: HEBREW_SUBJECT,
        text_body: HEBREW_TEXT,
        html_body: null,
        template: 'confirm-email',
        transport: 'outbox',
        sent_at: null,
        error: null,
      });
    });

    it('keeps the HTML body and the tenant when given', async () => {
      const mailer = createMailer({ database: database.handle, from: DEFAULT_MAIL_FROM });
      const sent = await mailer.send({ to: 'office@example.com', subject: 'Code', text: 'Your code: 1234', html: '<p>Your code: <b>1234</b></p>', tenantId });
      expect(await outboxRow(sent.id)).toMatchObject({ tenant_id: tenantId, html_body: '<p>Your code: <b>1234</b></p>', template: null, transport: 'outbox' });
    });

    it('refuses a recipient that is not one plain address, before storing anything', async () => {
      const mailer = createMailer({ database: database.handle, from: DEFAULT_MAIL_FROM });
      const before = await countRows();
      for (const to of ['', 'dana', 'dana@', '@example.com', 'a@example.com, b@example.com', 'a@example.com\r\nBcc: spy@evil.example', 'Dana <dana@example.com>', 'dana @example.com', `${'x'.repeat(65)}@example.com`, `a@${'b'.repeat(250)}.com`]) {
        const attempt = mailer.send({ to, subject: 'x', text: 'x' });
        await expect(attempt, to).rejects.toBeInstanceOf(MailError);
        await expect(attempt, to).rejects.toMatchObject({ code: 'INVALID_RECIPIENT', message: expect.stringContaining('Not an e-mail address') });
      }
      expect(await countRows()).toBe(before);
    });
  });

  describe('over SMTP', () => {
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startTestSmtpServer({ rejectRecipients: ['blocked@example.com'] });
    });
    afterAll(async () => smtp?.close());

    it('delivers the message with subject, recipient and Hebrew text intact, and records it as sent', async () => {
      const mailer = createMailer({ database: database.handle, smtpUrl: smtp.url, from: 'Lishka <no-reply@lishka.example>' });
      const sent = await mailer.send({ to: 'dana@example.com', subject: HEBREW_SUBJECT, text: HEBREW_TEXT, template: 'confirm-email', tenantId });
      expect(sent).toEqual({ id: expect.any(String), transport: 'smtp' });
      const received = smtp.messages.at(-1)!;
      expect(received.envelope).toEqual({ from: 'no-reply@lishka.example', to: ['dana@example.com'] });
      expect(received.parsed.subject).toBe(HEBREW_SUBJECT);
      expect(received.parsed.to).toMatchObject({ value: [{ address: 'dana@example.com' }] });
      expect(received.parsed.from).toMatchObject({ value: [{ address: 'no-reply@lishka.example', name: 'Lishka' }] });
      expect(received.parsed.text?.trimEnd()).toBe(HEBREW_TEXT);
      expect(received.parsed.html).toBe(false);
      expect(received.raw.toString('latin1')).toMatch(/charset=utf-8/i);
      const row = await outboxRow(sent.id);
      expect(row).toMatchObject({ transport: 'smtp', to_address: 'dana@example.com', subject: HEBREW_SUBJECT, text_body: HEBREW_TEXT, tenant_id: tenantId, error: null });
      expect(row.sent_at).toBeInstanceOf(Date);
    });

    it('sends the HTML body beside the text when given', async () => {
      const mailer = createMailer({ database: database.handle, smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM });
      await mailer.send({ to: 'dana@example.com', subject: 'Reset', text: 'Reset: https://lishka.example/r/1', html: '<p dir="rtl">איפוס: <a href="https://lishka.example/r/1">כאן</a></p>' });
      const { parsed } = smtp.messages.at(-1)!;
      expect(parsed.text?.trimEnd()).toBe('Reset: https://lishka.example/r/1');
      expect(parsed.html).toContain('<a href="https://lishka.example/r/1">כאן</a>');
    });

    it('keeps a line break in the subject from adding headers or recipients', async () => {
      const mailer = createMailer({ database: database.handle, smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM });
      await mailer.send({ to: 'dana@example.com', subject: 'Hello\r\nBcc: spy@evil.example', text: 'x' });
      const received = smtp.messages.at(-1)!;
      expect(received.envelope.to).toEqual(['dana@example.com']);
      expect(received.parsed.bcc).toBeUndefined();
      expect(received.parsed.headers.has('bcc')).toBe(false);
    });

    it('rejects with a clear error and records it when the server refuses the recipient', async () => {
      const mailer = createMailer({ database: database.handle, smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM });
      const received = smtp.messages.length;
      const attempt = mailer.send({ to: 'blocked@example.com', subject: 'Code', text: 'Your code: 1234' });
      await expect(attempt).rejects.toBeInstanceOf(MailError);
      await expect(attempt).rejects.toMatchObject({ code: 'SEND_FAILED', message: expect.stringMatching(/^Sending mail to blocked@example\.com failed: .*550/) });
      const row = await database.handle.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'blocked@example.com').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ transport: 'smtp', sent_at: null, error: expect.stringContaining('550') });
      expect(smtp.messages).toHaveLength(received);
    });

    it('records a server that cannot be reached as an error', async () => {
      const closed = await startTestSmtpServer();
      await closed.close();
      const mailer = createMailer({ database: database.handle, smtpUrl: closed.url, from: DEFAULT_MAIL_FROM });
      await expect(mailer.send({ to: 'nobody-home@example.com', subject: 'x', text: 'x' })).rejects.toMatchObject({ code: 'SEND_FAILED' });
      const row = await database.handle.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'nobody-home@example.com').executeTakeFirstOrThrow();
      expect(row.error).toMatch(/ECONNREFUSED/);
    });
  });

  describe('over SMTPS and with credentials', () => {
    it('accepts a self-signed certificate only when the URL says so', async () => {
      const smtps = await startTestSmtpServer({ isSecure: true });
      try {
        const strict = createMailer({ database: database.handle, smtpUrl: smtps.url, from: DEFAULT_MAIL_FROM });
        await expect(strict.send({ to: 'strict@example.com', subject: 'x', text: 'x' })).rejects.toMatchObject({ code: 'SEND_FAILED', message: expect.stringMatching(/certificate/i) });
        expect(smtps.messages).toHaveLength(0);
        const lenient = createMailer({ database: database.handle, smtpUrl: `${smtps.url}?tls.rejectUnauthorized=false`, from: DEFAULT_MAIL_FROM });
        await lenient.send({ to: 'lenient@example.com', subject: 'שלום', text: 'שלום' });
        expect(smtps.messages.map((message) => message.parsed.subject)).toEqual(['שלום']);
      } finally {
        await smtps.close();
      }
    });

    it('signs in with the credentials in the URL, special characters encoded', async () => {
      const credentials = { user: 'mailer@lishka.example', pass: 'p@ss:w/rd?#1' };
      const smtp = await startTestSmtpServer({ credentials });
      try {
        const url = new URL(smtp.url);
        url.username = encodeURIComponent(credentials.user);
        url.password = encodeURIComponent(credentials.pass);
        const mailer = createMailer({ database: database.handle, smtpUrl: url.toString(), from: DEFAULT_MAIL_FROM });
        await mailer.send({ to: 'dana@example.com', subject: 'Signed in', text: 'x' });
        expect(smtp.messages.map((message) => message.user)).toEqual([credentials.user]);
        url.password = 'wrong';
        const wrong = createMailer({ database: database.handle, smtpUrl: url.toString(), from: DEFAULT_MAIL_FROM });
        const attempt = wrong.send({ to: 'dana@example.com', subject: 'x', text: 'x' });
        await expect(attempt).rejects.toMatchObject({ code: 'SEND_FAILED', message: expect.stringMatching(/535/) });
        await expect(attempt).rejects.not.toMatchObject({ message: expect.stringContaining('wrong') });
      } finally {
        await smtp.close();
      }
    });
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, without repeating it', () => {
    for (const smtpUrl of ['http://user:secret@mail.example.com', 'not a url secret', 'direct://secret@x']) {
      expect(() => createMailer({ database: database.handle, smtpUrl, from: DEFAULT_MAIL_FROM }), smtpUrl).toThrow(/SMTP_URL/);
      expect(() => createMailer({ database: database.handle, smtpUrl, from: DEFAULT_MAIL_FROM }), smtpUrl).not.toThrow(/secret/);
    }
  });
});
