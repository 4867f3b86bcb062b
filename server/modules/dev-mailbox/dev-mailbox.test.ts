import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createMailer, DEFAULT_MAIL_FROM, type Mailer } from '../../mail/mailer';
import { registerErrorHandling } from '../../plugins/errors';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import type { DevMailboxAccess } from './dev-mailbox.access';
import { devMailboxRoutes, MAILBOX_LIMIT } from './dev-mailbox.routes';
import type { MailboxMessage } from './dev-mailbox.queries';

/** A small app like server/app.ts: the same Ajv settings and error shape, and the mailbox module. */
async function buildMailboxApp(
  database: DatabaseHandle,
  isProduction: boolean,
  { devMailbox = 'local', trustProxy = false }: { devMailbox?: DevMailboxAccess; trustProxy?: boolean } = {},
): Promise<{ app: FastifyInstance; routeConfigs: Map<string, unknown> }> {
  const app = Fastify({ trustProxy, ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false } } });
  const routeConfigs = new Map<string, unknown>();
  app.addHook('onRoute', (route) => {
    routeConfigs.set(`${String(route.method)} ${route.url}`, route.config);
  });
  registerErrorHandling(app);
  await app.register(devMailboxRoutes, { database, config: { isProduction, devMailbox } });
  await app.ready();
  return { app, routeConfigs };
}

describe.each(testDatabaseKinds())('the development mailbox on $kind', ({ create }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let routeConfigs: Map<string, unknown>;
  let mailer: Mailer;

  beforeAll(async () => {
    database = await create();
    ({ app, routeConfigs } = await buildMailboxApp(database.handle, false));
    mailer = createMailer({ database: database.handle, from: DEFAULT_MAIL_FROM });
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const list = async (query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/dev/mailbox${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ success: true; data: MailboxMessage[] }>().data;
  };

  it('marks both routes public, so they need no session', () => {
    expect(routeConfigs.get('GET /api/dev/mailbox')).toMatchObject({ public: true });
    expect(routeConfigs.get('GET /dev/mailbox')).toMatchObject({ public: true });
  });

  it('lists mail sent through the outbox mailer, newest first, every field', async () => {
    const first = await mailer.send({ to: 'dana@example.com', subject: 'אישור הרשמה', text: 'לאישור: https://lishka.example/confirm?token=abc', template: 'confirm-email' });
    const second = await mailer.send({ to: 'Avi@Example.com', subject: 'Your code', text: 'Code: 482913', html: '<p>Code: <b>482913</b></p>' });
    const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.headers['cache-control']).toBe('no-store');
    const messages = response.json<{ success: true; data: MailboxMessage[] }>().data;
    expect(messages.map((message) => message.id)).toEqual([second.id, first.id]);
    expect(messages[1]).toEqual({
      id: first.id,
      to: 'dana@example.com',
      subject: 'אישור הרשמה',
      text: 'לאישור: https://lishka.example/confirm?token=abc',
      html: null,
      template: 'confirm-email',
      transport: 'outbox',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sentAt: null,
      error: null,
    });
    expect(messages[0]).toMatchObject({ to: 'Avi@Example.com', html: '<p>Code: <b>482913</b></p>', template: null });
  });

  it('filters by recipient, without regard to case', async () => {
    expect((await list('?to=avi%40example.com')).map((message) => message.subject)).toEqual(['Your code']);
    expect((await list('?to=dana%40example.com')).map((message) => message.subject)).toEqual(['אישור הרשמה']);
    expect(await list('?to=nobody%40example.com')).toEqual([]);
    expect(await list('?to=')).toHaveLength(2);
  });

  it(`shows at most the newest ${MAILBOX_LIMIT}`, async () => {
    for (let index = 0; index < MAILBOX_LIMIT + 2; index += 1) await mailer.send({ to: 'bulk@example.com', subject: `Bulk ${index}`, text: 'x' });
    const messages = await list();
    expect(messages).toHaveLength(MAILBOX_LIMIT);
    expect(messages[0]!.subject).toBe(`Bulk ${MAILBOX_LIMIT + 1}`);
    await database.handle.db.deleteFrom('mail_outbox').where('to_address', '=', 'bulk@example.com').execute();
  });

  it('serves a page with every value escaped, links clickable and bodies set to find their direction', async () => {
    await mailer.send({ to: 'mallory@example.com', subject: '<script>alert("subject")</script>', text: 'שלום <img src=x onerror=alert(1)>\nאיפוס: https://lishka.example/reset?a=1&b=2.\n"quoted" & done', html: '<script>alert("html")</script>', template: '<b>t</b>' });
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = response.body;
    expect(page).not.toMatch(/<script|<img|<b>t/i);
    expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(page).toContain('שלום &lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('<a href="https://lishka.example/reset?a=1&amp;b=2" target="_blank" rel="noopener noreferrer" dir="ltr">https://lishka.example/reset?a=1&amp;b=2</a>.');
    expect(page).toContain('&quot;quoted&quot; &amp; done');
    expect(page).toContain('<pre class="body" dir="auto">');
    expect(page).toContain('<h2 dir="auto">אישור הרשמה</h2>');
    expect(page.indexOf('&lt;script&gt;alert(&quot;subject')).toBeLessThan(page.indexOf('אישור הרשמה'));
    // Self-contained: nothing to load.
    expect(page).not.toMatch(/<(link|script|iframe|img|object|embed)\b|\ssrc=["']|url\(/i);
  });

  it('filters the page by recipient and escapes the filter', async () => {
    const page = (await app.inject({ method: 'GET', url: '/dev/mailbox?to=dana%40example.com' })).body;
    expect(page).toContain('אישור הרשמה');
    expect(page).not.toContain('Your code');
    const empty = (await app.inject({ method: 'GET', url: '/dev/mailbox?to=%22%3E%3Cscript%3E' })).body;
    expect(empty).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(empty).toContain('No mail to &quot;&gt;&lt;script&gt; yet.');
  });

  it('answers 400 in the error shape for an unknown query field', async () => {
    for (const url of ['/api/dev/mailbox?from=x', '/dev/mailbox?from=x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ success: boolean; code: string; messages: { he: string; en: string }; errors: { field: string; message: string }[] }>();
      expect(body).toMatchObject({ success: false, code: expect.any(String), messages: { he: expect.any(String), en: expect.any(String) } });
      expect(body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/unknown field "from"/i) })]);
    }
  });

  it('answers 400 for a recipient filter too long to be an address', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${'a'.repeat(255)}` });
    expect(response.statusCode).toBe(400);
  });

  it('answers only this machine by default: another address, or a request a proxy forwarded, finds nothing there', async () => {
    const urls = ['/api/dev/mailbox', '/dev/mailbox'];
    const asked = async (target: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
      Promise.all(urls.map(async (url) => (await target.inject({ method: 'GET', url, remoteAddress, headers })).statusCode));
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(await asked(app, local), local).toEqual([200, 200]);
    for (const outside of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1']) {
      const statuses = await asked(app, outside);
      expect(statuses, outside).toEqual([404, 404]);
      expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: outside })).body).not.toContain('@example.com');
    }
    // A proxy on this machine handing on someone else's request.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) expect(await asked(app, '127.0.0.1', { [header]: '203.0.113.7' }), header).toEqual([404, 404]);

    // Behind a trusted proxy request.ip believes X-Forwarded-For; the connection's own address still decides.
    const proxied = await buildMailboxApp(database.handle, false, { trustProxy: true });
    const open = await buildMailboxApp(database.handle, false, { devMailbox: 'open' });
    const off = await buildMailboxApp(database.handle, false, { devMailbox: 'off' });
    try {
      expect(await asked(proxied.app, '192.168.1.20', { 'x-forwarded-for': '127.0.0.1' })).toEqual([404, 404]);
      expect(await asked(proxied.app, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toEqual([404, 404]);
      expect(await asked(open.app, '192.168.1.20')).toEqual([200, 200]);
      expect(await asked(off.app, '127.0.0.1')).toEqual([404, 404]);
      expect(off.routeConfigs.size).toBe(0);
    } finally {
      await Promise.all([proxied.app.close(), open.app.close(), off.app.close()]);
    }
  });

  it('does not exist in production', async () => {
    const production = await buildMailboxApp(database.handle, true);
    try {
      for (const url of ['/api/dev/mailbox', '/dev/mailbox']) expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      expect(production.routeConfigs.size).toBe(0);
    } finally {
      await production.app.close();
    }
  });
});
