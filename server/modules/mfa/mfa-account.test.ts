import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-tenants';
import { messageFor, type MessageCode } from '../../i18n/messages';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { MFA_TEXTS, type MfaTextCode } from './mfa.messages';
import { useCodeStep } from './mfa.queries';
import { totpCounter } from '../../security/totp';
import { codeAt, codeOfStep, fromAddress, userIdOf, wrongCode } from './mfa.test-support';

const GENERIC = 'admin@generic.example.com';
const LEGAL = 'admin@legal.example.com';

function expectRefusal(response: LightMyRequestResponse, status: number, code: MessageCode | MfaTextCode): void {
  expect(response.statusCode, response.body).toBe(status);
  const messages = code in MFA_TEXTS ? MFA_TEXTS[code as MfaTextCode] : messageFor(code as MessageCode);
  expect(response.json()).toMatchObject({ success: false, code, message: messages.en, messages });
}

describe.each(testDatabaseKinds())('multi-factor of a signed-in user on $kind', (kind) => {
  let t: TestApp;
  let addresses = 0;
  let genericSecret = '';
  const signedIn = async (email: string) => fromAddress(await t.signIn(email), `192.0.2.${(addresses += 1)}`);
  const post = (agent: TestAgent, url: string, payload: Record<string, unknown>, csrf = true) => agent.request({ method: 'POST', url, payload, csrf });
  const status = async (agent: TestAgent) => (await agent.request({ method: 'GET', url: '/api/users/auth/mfa' })).json().data as { enabled: boolean; required: boolean; enabledAt: string | null };

  /** Sets up and confirms an authenticator; answers its secret and the time step its confirmation used. */
  async function enable(agent: TestAgent): Promise<{ secret: string; step: number }> {
    const setup = await post(agent, '/api/users/auth/mfa/setup', {});
    expect(setup.statusCode, setup.body).toBe(200);
    const { session, secret } = setup.json() as { session: string; secret: string };
    const now = codeAt(secret);
    const confirmed = await post(agent, '/api/users/auth/mfa/confirm', { session, code: now.code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: MFA_TEXTS.MFA_ENABLED.en, messages: MFA_TEXTS.MFA_ENABLED, mfaEnabled: true });
    return { secret, step: now.step };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('sets up an authenticator for a signed-in user of an office that does not require one, and reports it', async () => {
    const agent = await signedIn(GENERIC);
    const userId = await userIdOf(t, GENERIC);
    expect(await status(agent)).toEqual({ enabled: false, required: false, enabledAt: null });

    const setup = await post(agent, '/api/users/auth/mfa/setup', { username: GENERIC });
    expect(setup.statusCode, setup.body).toBe(200);
    const { session, secret, otpauthUri, qrCode } = setup.json() as { session: string; secret: string; otpauthUri: string; qrCode: string };
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Nobody else may confirm it: not another user, not an anonymous caller.
    const other = await signedIn('pro@generic.example.com');
    expectRefusal(await post(other, '/api/users/auth/mfa/confirm', { session, code: codeAt(secret).code }), 401, 'AUTHENTICATION_REQUIRED');
    const stranger = fromAddress(t.anonymous(), '192.0.2.200');
    await stranger.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
    expectRefusal(await post(stranger, '/api/users/auth/mfa/confirm', { session, code: codeAt(secret).code }), 401, 'AUTHENTICATION_REQUIRED');
    expectRefusal(await post(stranger, '/api/users/auth/mfa/setup', {}), 400, 'MFA_SETUP_SESSION_NOT_FOUND');

    expectRefusal(await post(agent, '/api/users/auth/mfa/confirm', { session, code: 'abcdef' }), 400, 'MFA_CODE_FORMAT_INVALID');
    expectRefusal(await post(agent, '/api/users/auth/mfa/confirm', { session, code: wrongCode(secret) }), 400, 'MFA_CODE_INVALID');
    const confirmed = await post(agent, '/api/users/auth/mfa/confirm', { session, code: codeAt(secret).code });
    genericSecret = secret;
    expect(confirmed.json()).toMatchObject({ success: true, mfaEnabled: true, messages: MFA_TEXTS.MFA_ENABLED });
    expect(confirmed.json().accessToken).toBeUndefined();
    // The set-up is spent, and a second one is refused while the first is on.
    expectRefusal(await post(agent, '/api/users/auth/mfa/confirm', { session, code: codeAt(secret, 1).code }), 400, 'MFA_SETUP_SESSION_NOT_FOUND');
    expectRefusal(await post(agent, '/api/users/auth/mfa/setup', {}), 409, 'MFA_ALREADY_ENABLED');

    const now = await status(agent);
    expect(now).toMatchObject({ enabled: true, required: false });
    expect(Date.now() - new Date(now.enabledAt!).getTime()).toBeLessThan(60_000);
    const user = await t.database.db.selectFrom('users').select('mfa_enabled').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.mfa_enabled).toBe(true);
    const audit = await t.database.db.selectFrom('audit_log').select('event_type').where('user_id', '=', userId).where('event_type', '=', 'auth.mfa.enable').execute();
    expect(audit).toHaveLength(1);
  });

  it('turns it off only with the password and a fresh code, each wrong one recorded', async () => {
    const agent = await signedIn(GENERIC);
    const userId = await userIdOf(t, GENERIC);
    const secret = genericSecret;
    const used = Number((await t.database.db.selectFrom('user_mfa').select('last_used_counter').where('user_id', '=', userId).executeTakeFirstOrThrow()).last_used_counter);
    const next = codeOfStep(secret, used + 1);

    expectRefusal(await post(agent, '/api/users/auth/mfa/disable', { password: DEMO_PASSWORD, code: next }, false), 403, 'CSRF_TOKEN_INVALID');
    expectRefusal(await post(agent, '/api/users/auth/mfa/disable', { password: 'wrong-password', code: next }), 400, 'MFA_PASSWORD_INCORRECT');
    expectRefusal(await post(agent, '/api/users/auth/mfa/disable', { password: DEMO_PASSWORD, code: wrongCode(secret) }), 400, 'MFA_CODE_INVALID');
    // The code that turned it on was used: it cannot turn it off.
    expectRefusal(await post(agent, '/api/users/auth/mfa/disable', { password: DEMO_PASSWORD, code: codeOfStep(secret, used) }), 400, 'MFA_CODE_INVALID');
    expectRefusal(await post(agent, '/api/users/auth/mfa/disable', { password: DEMO_PASSWORD, code: '12 34' }), 400, 'MFA_CODE_FORMAT_INVALID');
    const failures = await t.database.db.selectFrom('credential_failures').select('kind').where('user_id', '=', userId).where('cleared_at', 'is', null).execute();
    expect(failures.map((failure) => failure.kind)).toEqual(['mfa-disable', 'mfa-disable', 'mfa-disable']);

    const disabled = await post(agent, '/api/users/auth/mfa/disable', { password: DEMO_PASSWORD, code: next });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toEqual({ success: true, message: MFA_TEXTS.MFA_DISABLED.en, messages: MFA_TEXTS.MFA_DISABLED, mfaEnabled: false });
    expect(await status(agent)).toEqual({ enabled: false, required: false, enabledAt: null });
    expect(await t.database.db.selectFrom('user_mfa').select('user_id').where('user_id', '=', userId).executeTakeFirst()).toBeUndefined();
    expect((await t.database.db.selectFrom('users').select('mfa_enabled').where('id', '=', userId).executeTakeFirstOrThrow()).mfa_enabled).toBe(false);
    const events = await t.database.db.selectFrom('security_events').select(['event_type', 'success']).where('user_id', '=', userId).where('event_type', '=', 'mfa-disabled').execute();
    expect(events.filter((event) => event.success)).toHaveLength(1);
    expect(events.filter((event) => !event.success)).toHaveLength(3);
    const audit = await t.database.db.selectFrom('audit_log').select(['event_type', 'success']).where('user_id', '=', userId).where('event_type', '=', 'auth.mfa.disable').execute();
    expect(audit).toContainEqual({ event_type: 'auth.mfa.disable', success: true });
    expectRefusal(await post(agent, '/api/users/auth/mfa/disable', { password: DEMO_PASSWORD, code: next }), 409, 'MFA_NOT_ENABLED');

    // The other reading of spec 1 §7: DELETE /users/auth/mfa.
    const again = await enable(agent);
    const deleted = await agent.request({ method: 'DELETE', url: '/api/users/auth/mfa', payload: { password: DEMO_PASSWORD, code: codeAt(again.secret, 1).code }, csrf: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await status(agent)).enabled).toBe(false);
  });

  it('keeps it on for a user whose office requires it', async () => {
    const agent = await signedIn(LEGAL);
    expect(await status(agent)).toEqual({ enabled: false, required: true, enabledAt: null });
    const { secret } = await enable(agent);
    const code = codeAt(secret, 1).code;
    expectRefusal(await post(agent, '/api/users/auth/mfa/disable', { password: DEMO_PASSWORD, code }), 409, 'MFA_REQUIRED_BY_OFFICE');
    expectRefusal(await agent.request({ method: 'DELETE', url: '/api/users/auth/mfa', payload: { password: DEMO_PASSWORD, code }, csrf: true }), 409, 'MFA_REQUIRED_BY_OFFICE');
    expect(await status(agent)).toMatchObject({ enabled: true, required: true });
  });

  it('takes a code’s time step once, even when two uses race', async () => {
    const userId = await userIdOf(t, LEGAL);
    const step = totpCounter() + 5;
    const results = await Promise.all(Array.from({ length: 6 }, () => useCodeStep(t.database.db, userId, step)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await useCodeStep(t.database.db, userId, step - 1)).toBe(false);
  });

});
