import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/test-smtp-server';
import { addTestOffice, writeFixtureVariant } from '../../testing/office-type-variant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { createClient } from '../clients/clients.service';
import { actingAs } from './workflow-runtime.test-support';

// The office type of these tests, written beside them: an office type the repository does not ship.
const MAIL_OFFICE_TYPE = 'dental-mail';
const MAIL_OFFICE = { slug: 'dental-mail', name: 'מרפאת חיוך', admin: 'admin@dental-mail.example.com' } as const;

/** The dental clinic of tests/fixtures, whose new patients are welcomed by a template of its own, in he, en and es. */
function writeMailOfficeType(): string {
  return writeFixtureVariant('dental', MAIL_OFFICE_TYPE, (dental) => {
    dental.emailTemplates?.push({
      id: 'smile_welcome',
      subject: { he: 'ברוכים הבאים ל{office}, {title}', en: 'Welcome to {office}, {title}', es: 'Le damos la bienvenida a {office}, {title}' },
      body: {
        he: 'שלום {title},\n\nהתיק שלכם נפתח בשלב «{stage}».',
        en: 'Hello {title},\n\nYour file is open at the «{stage}» stage.',
        es: 'Hola, {title}:\n\nSu expediente está abierto en la etapa «{stage}».',
      },
    });
    dental.workflows.client.triggers![0]!.actions[0] = { type: 'send_email', template: 'smile_welcome', to: 'client' };
  });
}

/** Makes the office of that type and its admin (a dentist), as the seeder makes offices. */
async function addMailOffice(t: TestApp): Promise<void> {
  await addTestOffice(t, { slug: MAIL_OFFICE.slug, name: MAIL_OFFICE.name, officeType: MAIL_OFFICE_TYPE, admin: { email: MAIL_OFFICE.admin, firstName: 'Noa', lastName: 'Mail', professionalRole: 'dentist' } });
}

// A workflow's send_email renders the template it names (the office's own, else the product's) and sends it
// through the mailer to a real SMTP server.
describe.each(testDatabaseKinds())('the e-mail templates a workflow sends on $kind', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const mailTo = (to: string) => smtp.messages.filter((message) => message.envelope.to.includes(to));

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url }, { extraOfficeTypes: [writeMailOfficeType()] });
    await addMailOffice(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends the office's own template, rendered in Hebrew, English and Spanish with the record's facts", async () => {
    const admin = await actingAs(t, MAIL_OFFICE.slug, MAIL_OFFICE.admin, 'admin', 'dentist');
    await createClient(admin, { firstName: 'Dana', lastName: 'Smile', email: 'dana.smile@example.com' });
    await vi.waitFor(() => expect(mailTo('dana.smile@example.com')).toHaveLength(1), { timeout: 15_000 });
    const [mail] = mailTo('dana.smile@example.com');
    expect(mail?.parsed.subject).toBe('ברוכים הבאים למרפאת חיוך, Dana Smile / Welcome to מרפאת חיוך, Dana Smile / Le damos la bienvenida a מרפאת חיוך, Dana Smile');
    const text = mail?.parsed.text ?? '';
    expect(text).toMatch(/שלום Dana Smile,\n\nהתיק שלכם נפתח בשלב «[^»]+»\./);
    expect(text).toMatch(/Hello Dana Smile,\n\nYour file is open at the «[^»]+» stage\./);
    expect(text).toMatch(/Hola, Dana Smile:\n\nSu expediente está abierto en la etapa «[^»]+»\./);
    expect(mail?.parsed.html).toContain('lang="es"');
    const outbox = await t.database.db.selectFrom('mail_outbox').select(['template', 'transport', 'error']).where('to_address', '=', 'dana.smile@example.com').execute();
    expect(outbox).toEqual([{ template: 'smile_welcome', transport: 'smtp', error: null }]);
  });

  it("sends the product's template for an office that does not declare it (a shipped office's welcome_email)", async () => {
    const pro = await actingAs(t, 'generic', 'pro@generic.example.com', 'user', 'professional');
    await createClient(pro, { firstName: 'Omer', lastName: 'Levi', email: 'omer.welcome@example.com' });
    await vi.waitFor(() => expect(mailTo('omer.welcome@example.com')).toHaveLength(1), { timeout: 15_000 });
    const [mail] = mailTo('omer.welcome@example.com');
    expect(mail?.parsed.subject).toMatch(/^ברוכים הבאים ל.+, Omer Levi \/ Welcome to .+, Omer Levi \/ Le damos la bienvenida a .+, Omer Levi$/);
    expect(mail?.parsed.text).toContain('Thank you for choosing');
  });
});
