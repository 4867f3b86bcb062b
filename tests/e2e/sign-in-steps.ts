import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';
import { lastOtpCode } from '../../server/testing/sign-in-flow';
import type { TestApp } from '../../server/testing/test-app';

/** A step of the sign-in the UI may show after the password (spec 1 §4). */
export type SignInStep = 'otp' | 'mfa-setup' | 'mfa';

/** How to sign in: the office (`?tenant=`), the password (the demo one by default), where to land, and a hook before each step. */
export interface SignInOptions {
  tenant?: string;
  password?: string;
  /** The path to land on (the login page's `?from=`); /dashboard by default. */
  returnTo?: string;
  /** Called when a step's page is showing, before it is answered: for screenshots or checks. */
  onStep?: (step: SignInStep, page: Page) => Promise<void>;
  /** How long each step may take; 20 s by default. */
  timeoutMs?: number;
}

/**
 * The authenticator secrets set up through the UI in this test process, by e-mail (lower case): a later sign-in
 * of the same account on the same test app computes its codes from them. A test app is a fresh database, so
 * an account set up in another test file's app must be set up again there (its first sign-in does it).
 */
export const authenticatorSecrets = new Map<string, string>();

/** The last time step whose code each account used: the server accepts a step's code once. */
const usedSteps = new Map<string, number>();

// RFC 6238 as server/security/totp.ts sets it: SHA-1, 6 digits, 30-second steps.
const totpOf = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, '')), algorithm: 'SHA1', digits: 6, period: 30 });

/**
 * A code of the secret the server has not seen from this account yet: the current step's, after waiting for
 * the next step when this one was used (at most 30 s). Remembers the step as used.
 */
export async function authenticatorCode(email: string, secret: string): Promise<string> {
  const key = email.toLowerCase();
  const totp = totpOf(secret);
  const last = usedSteps.get(key) ?? -1;
  while (totp.counter() <= last) await new Promise((resolve) => setTimeout(resolve, 250));
  usedSteps.set(key, totp.counter());
  return totp.generate();
}

/** Types a 6-digit code into the code cells of a form (test id `formTestId`) and sends it. */
async function typeCode(page: Page, formTestId: string, code: string): Promise<void> {
  const form = page.getByTestId(formTestId);
  await form.locator('input').first().click();
  await page.keyboard.type(code);
  await form.locator('button[type="submit"]').click();
}

/** Answers the one-time-code step (/verify-otp) with the newest code mailed to the address (read from the mail outbox). */
export async function enterOneTimeCode(page: Page, testApp: TestApp, email: string): Promise<void> {
  await page.getByTestId('otp-form').waitFor();
  await typeCode(page, 'otp-form', await lastOtpCode(testApp, email));
}

/** Answers the authenticator set-up (/verify-mfa?setup=1): reads the secret the page shows, keeps it, and confirms with its code. Answers the secret. */
export async function setUpAuthenticator(page: Page, email: string): Promise<string> {
  const shown = page.getByTestId('mfa-secret');
  await shown.waitFor();
  const secret = (await shown.innerText()).replace(/\s+/g, '');
  authenticatorSecrets.set(email.toLowerCase(), secret);
  await typeCode(page, 'mfa-form', await authenticatorCode(email, secret));
  return secret;
}

/** Answers the authenticator step (/verify-mfa) with a code of the secret set up earlier in this test process. */
export async function enterAuthenticatorCode(page: Page, email: string): Promise<void> {
  const secret = authenticatorSecrets.get(email.toLowerCase());
  if (!secret) throw new Error(`${email} has an authenticator that no sign-in of this test process set up: its code cannot be computed`);
  await page.getByTestId('mfa-form').waitFor();
  await typeCode(page, 'mfa-form', await authenticatorCode(email, secret));
}

/** The step (or the end) a page shows, once its address leaves `from`; an error shown meanwhile fails with its text. */
async function waitForNext(page: Page, from: string, landing: string, timeoutMs: number): Promise<SignInStep | 'done'> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const url = new URL(page.url());
    if (url.pathname !== from) {
      if (url.pathname === landing) return 'done';
      if (url.pathname === '/verify-otp') return 'otp';
      if (url.pathname === '/verify-mfa') return url.searchParams.get('setup') === '1' ? 'mfa-setup' : 'mfa';
      if (url.pathname !== '/login') throw new Error(`Sign-in went to ${url.pathname}${url.search}, not ${landing}`);
    }
    const alert = page.getByTestId('form-alert-error');
    if (await alert.isVisible()) throw new Error(`Sign-in refused on ${url.pathname}: ${await alert.innerText()}`);
    if (Date.now() > deadline) throw new Error(`Sign-in stayed on ${url.pathname} for ${timeoutMs} ms`);
    await page.waitForTimeout(100);
  }
}

/**
 * Signs a page in through the sign-in screens as a person would: /login (with `?tenant=` and `?from=`), the
 * e-mail and password, then whichever steps the office asks — the e-mailed one-time code (read from the
 * test app's mail outbox), setting up the authenticator (its secret read from the page and kept in
 * `authenticatorSecrets`), or the authenticator's code — and returns once the address is the landing path
 * (`returnTo`, /dashboard by default). Works in any interface language (it finds fields by test id).
 * A refusal (wrong password, wrong code) throws with the message the page shows.
 */
export async function signInThroughUi(page: Page, baseUrl: string, testApp: TestApp, email: string, options: SignInOptions = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const landing = (options.returnTo ?? '/dashboard').split(/[?#]/)[0] ?? '/dashboard';
  const url = new URL('/login', baseUrl);
  if (options.tenant) url.searchParams.set('tenant', options.tenant);
  if (options.returnTo) url.searchParams.set('from', options.returnTo);
  await page.goto(url.href);
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="email"]').fill(email, { timeout: timeoutMs });
  await form.locator('input[autocomplete="current-password"]').fill(options.password ?? DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();

  let from = '/login';
  for (let steps = 0; steps < 4; steps += 1) {
    const step = await waitForNext(page, from, landing, timeoutMs);
    if (step === 'done') return;
    await options.onStep?.(step, page);
    from = step === 'otp' ? '/verify-otp' : '/verify-mfa';
    if (step === 'otp') await enterOneTimeCode(page, testApp, email);
    else if (step === 'mfa-setup') await setUpAuthenticator(page, email);
    else await enterAuthenticatorCode(page, email);
  }
  throw new Error(`Sign-in of ${email} took more steps than any office asks`);
}
