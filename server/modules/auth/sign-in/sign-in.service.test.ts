import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallContext } from '../../../context/office-context';
import type { SignInBrowser } from '../../../http/sign-in-browser';
import { hashSecretId } from '../../../security/tokens';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKinds } from '../../../testing/test-databases';
import { afterFirstFactor } from './steps';

describe.each(testDatabaseKinds())('a sign-in without HTTP, on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  // An anonymous caller from a known address, and a browser that holds nothing yet.
  const context = (): CallContext => ({ db: t.database.db, mailer: t.app.mailer, actor: { kind: 'anonymous' }, origin: { ip: '203.0.113.7', userAgent: 'sign-in-test' }, language: 'en' });
  const browser: SignInBrowser = { deviceToken: undefined, hints: { host: 'localhost' }, session: null };
  const userId = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('completes a Google first factor in an office that asks for nothing more: the session, its cookies and the audit entry, from the context alone', async () => {
    const id = await userId('pro@generic.example.com');
    const outcome = await afterFirstFactor(context(), { catalog: t.catalog, config: t.config }, browser, { userId: id, method: 'google' });
    expect(outcome.answer).toMatchObject({ success: true, user: { email: 'pro@generic.example.com' }, tenant: { tenantSubdomain: 'generic' } });
    const cookies = outcome.cookies!;
    expect(cookies.csrfToken).toBe((outcome.answer as { csrfToken: string }).csrfToken);
    expect(cookies.device.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = await t.database.db.selectFrom('sessions').select(['user_id', 'ip', 'user_agent', 'revoked_at']).where('id_hash', '=', hashSecretId(cookies.session.value)).executeTakeFirstOrThrow();
    expect(session).toEqual({ user_id: id, ip: '203.0.113.7', user_agent: 'sign-in-test', revoked_at: null });
    const audit = await t.database.db.selectFrom('audit_log').select(['user_id', 'ip', 'user_agent', 'after']).where('event_type', '=', 'auth.login').where('user_id', '=', id).execute();
    expect(audit).toEqual([{ user_id: id, ip: '203.0.113.7', user_agent: 'sign-in-test', after: { method: 'google', factors: [] } }]);
  });

  it('stops at the one-time code for a password on a new device: the code mailed, no cookies', async () => {
    const outcome = await afterFirstFactor(context(), { catalog: t.catalog, config: t.config }, browser, { userId: await userId('admin@generic.example.com'), method: 'password' });
    expect(outcome.cookies).toBeUndefined();
    expect(outcome.answer).toMatchObject({ otpRequired: true, deliveryMedium: 'EMAIL', office: { slug: 'generic' } });
    const mails = await t.database.db.selectFrom('mail_outbox').select('template').where('to_address', '=', 'admin@generic.example.com').execute();
    expect(mails.map((mail) => mail.template)).toEqual(['otp_code']);
  });
});
