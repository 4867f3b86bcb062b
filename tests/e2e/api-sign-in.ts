import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';
import { lastOtpCode } from '../../server/testing/sign-in-flow';
import type { TestApp } from '../../server/testing/test-app';

/** The authenticator secrets set up in this test run, by e-mail, so a second sign-in can give a code. */
const secrets = new Map<string, string>();

interface Answer {
  session?: string;
  otpRequired?: boolean;
  mfaRequired?: boolean;
  mfaSetupRequired?: boolean;
  csrfToken?: string;
  secret?: string;
  message?: string;
}

/** One API call from inside the page, as the web app makes it: same origin, the CSRF cookie echoed in X-XSRF-TOKEN. */
function callFromPage(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(path, { method, headers: { 'content-type': 'application/json', 'x-xsrf-token': csrf }, body: body === undefined ? undefined : JSON.stringify(body) });
      return response.json();
    },
    { method, path, body },
  );
}

/**
 * Signs a page in through the real API, every step the office asks (password, the e-mailed code read from
 * the outbox, authenticator set-up or code), so the browser holds the session cookies. The sign-in screens
 * themselves are tested in sign-in.e2e.test.ts; other tests use this to get to their pages quickly.
 */
export async function signInThroughApi(page: Page, testApp: TestApp, baseUrl: string, email: string, tenant: string): Promise<void> {
  await page.goto(`${baseUrl}/404?tenant=${tenant}`);
  await callFromPage(page, 'GET', '/api/auth/refresh-csrf');
  let answer = await callFromPage(page, 'POST', '/api/auth/login', { Email: email, Password: DEMO_PASSWORD, tenant });
  if (answer.otpRequired) {
    answer = await callFromPage(page, 'POST', '/api/auth/verify-otp', { Email: email, OtpCode: await lastOtpCode(testApp, email), Session: answer.session });
  }
  if (answer.mfaSetupRequired) {
    const setup = await callFromPage(page, 'POST', '/api/users/auth/mfa/setup', { session: answer.session });
    secrets.set(email, setup.secret ?? '');
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.secret ?? '') }).generate();
    answer = await callFromPage(page, 'POST', '/api/users/auth/mfa/confirm', { session: setup.session, code });
  } else if (answer.mfaRequired) {
    const secret = secrets.get(email);
    if (!secret) throw new Error(`${email} has an authenticator this test run did not set up`);
    answer = await callFromPage(page, 'POST', '/api/users/auth/mfa/verify', { session: answer.session, code: new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate() });
  }
  if (!answer.csrfToken) throw new Error(`Sign-in of ${email} did not finish: ${JSON.stringify(answer)}`);
}
