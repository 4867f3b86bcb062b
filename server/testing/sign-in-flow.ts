import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../demo/demo-tenants';
import type { TestAgent } from './test-agent';
import type { TestApp } from './test-app';

/** A sign-in through the API as a browser does it: an anonymous CSRF token first, then the password. */
export async function postLogin(agent: TestAgent, email: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  if (!agent.csrf()) await agent.request({ method: 'GET', url: '/api/auth/refresh-csrf' });
  return agent.request({ method: 'POST', url: '/api/auth/login', payload: { Email: email, Password: password, ...extra }, csrf: true });
}

/** The newest one-time code mailed to an address (read from the mail outbox, as the test's owner). */
export async function lastOtpCode(t: TestApp, email: string): Promise<string> {
  const mail = await t.database.db
    .selectFrom('mail_outbox')
    .select(['text_body'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', email.toLowerCase()))
    .where('template', '=', 'otp_code')
    .orderBy('seq', 'desc')
    .executeTakeFirst();
  const code = mail ? /\b(\d{6})\b/.exec(mail.text_body)?.[1] : undefined;
  if (!code) throw new Error(`No one-time code was mailed to ${email}`);
  return code;
}

/**
 * Signs in with password and, when the office asks for it, the e-mailed one-time code; answers the last
 * answer (signed in, or waiting for an authenticator step).
 */
export async function signInWithCode(t: TestApp, agent: TestAgent, email: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
  const login = await postLogin(agent, email, password);
  if (login.statusCode !== 200 || !login.json().otpRequired) return login;
  return agent.request({ method: 'POST', url: '/api/auth/verify-otp', payload: { Email: email, OtpCode: await lastOtpCode(t, email), Session: login.json().session }, csrf: true });
}
