import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../server/testing/test-app';
import type { TestOidcProvider } from '../../server/testing/test-oidc-provider';
import { signInThroughApi } from './api-sign-in';
import { artifact } from './browser';
import { mailedLinkPath } from './dev-mailbox';
import { startGoogleAppUnderTest } from './google-app-under-test';
import { callApiFromPage, sessionStatus } from './page-api';
import { setUpAuthenticator, signInThroughUi } from './sign-in-steps';

let testApp: TestApp;
let browser: Browser;
let baseUrl: string;
let provider: TestOidcProvider;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  ({ testApp, baseUrl, browser, provider } = await startGoogleAppUnderTest());
  // Workspace accounts of demo offices' domains (Google vouches for their addresses), and a stranger's.
  for (const slug of ['generic', 'accounting']) provider.addAccount({ sub: `g-admin-${slug}`, email: `admin@${slug}.example.com`, emailVerified: true, hostedDomain: `${slug}.example.com` });
  provider.addAccount({ sub: 'g-stranger', email: 'stranger@gmail.com', emailVerified: true });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await testApp?.close();
  await provider?.close();
});

/** A new browser (no cookies) in Hebrew, with its page errors collected and the addresses it navigated through (redirects too). */
async function openPage(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; problems: string[]; visited: URL[] }> {
  const context = await browser.newContext({ locale: 'he-IL', viewport });
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  const visited: URL[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(new URL(request.url()));
  });
  return { page, problems, visited };
}

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: artifact(name), fullPage, animations: 'disabled' });
const alertText = (page: Page) => page.getByRole('alert').innerText();

describe('Google sign-in in Chromium, through a local OpenID provider', () => {
  /** Opens /login of an office and clicks the Google button, the provider answering as `sub` (null: the user cancels). */
  async function clickGoogle(page: Page, sub: string | null, query: string): Promise<void> {
    provider.signInAs(sub);
    await page.goto(`${baseUrl}/login?${query}`);
    await page.getByTestId('google-sign-in').click({ timeout: 15_000 });
  }

  it('an office without a required authenticator: Google, back through the server to /auth/google/complete, then the dashboard', async () => {
    const { page, problems, visited } = await openPage();
    await clickGoogle(page, 'g-admin-generic', 'tenant=generic');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    const hops = visited.map((url) => `${url.origin === baseUrl ? '' : 'provider:'}${url.pathname}`);
    expect(hops).toEqual(expect.arrayContaining(['provider:/auth', '/api/auth/google/callback', '/auth/google/complete']));
    expect(await sessionStatus(page)).toMatchObject({ isAuthenticated: true, user: { email: 'admin@generic.example.com' }, tenant: { tenantSubdomain: 'generic' } });
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await eventually(() => page.getByTestId('user-menu').count()).toBeGreaterThan(0);
    await shot(page, 'google-signed-in-dashboard-he.png');
    expect(problems).toEqual([]);
  });

  it('an office that requires an authenticator: Google, then setting it up, then where the sign-in was going', async () => {
    const email = 'admin@accounting.example.com';
    const { page, problems } = await openPage();
    await clickGoogle(page, 'g-admin-accounting', 'tenant=accounting&from=%2Fprofile');
    await page.waitForURL((url) => url.pathname === '/verify-mfa', { timeout: 20_000 });
    // The pending sign-in came in the fragment, which the page keeps and then clears from the address.
    await page.getByTestId('mfa-secret').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).searchParams.get('via')).toBe('google');
    expect((await sessionStatus(page)).isAuthenticated).toBe(false);
    await eventually(() => page.getByTestId('mfa-qr').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'google-mfa-setup-he.png', true);
    await setUpAuthenticator(page, email);
    await page.waitForURL((url) => url.pathname === '/profile', { timeout: 20_000 });
    expect(await sessionStatus(page)).toMatchObject({ isAuthenticated: true, user: { email, isMfaEnabled: true }, tenant: { tenantSubdomain: 'accounting' } });
    expect(problems).toEqual([]);
  });

  it('a refused Google return lands on /login saying Google sign-in failed and why, signed out', async () => {
    const { page, problems } = await openPage();
    await clickGoogle(page, null, 'tenant=generic');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('error') === 'google', { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('reason')).toBe('cancelled');
    await eventually(() => alertText(page)).toContain('ההתחברות באמצעות Google נכשלה');
    expect(await alertText(page)).toContain('ההתחברות באמצעות Google בוטלה או נדחתה');
    await shot(page, 'google-cancelled-he.png');
    expect((await sessionStatus(page)).isAuthenticated).toBe(false);

    // A Google account no Lishka account is linked to: the notice says how to link one; nothing is created.
    await clickGoogle(page, 'g-stranger', 'tenant=generic');
    await page.waitForURL((url) => url.searchParams.get('reason') === 'not-linked', { timeout: 20_000 });
    await eventually(() => alertText(page)).toContain('אין חשבון לשכה המקושר לחשבון Google זה');
    await shot(page, 'google-not-linked-he.png');
    expect((await sessionStatus(page)).isAuthenticated).toBe(false);
    expect(await testApp.database.db.selectFrom('users').select('id').where('email', '=', 'stranger@gmail.com').execute()).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('joining an office through an invitation, in Chromium', () => {
  const INVITEE = 'new.associate@example.com';
  const PASSWORD = 'Associate-Pass-2026!';

  it('the admin invites through the API; the mailed link registers an account that is a member of the inviting office', async () => {
    const admin = (await openPage()).page;
    await signInThroughApi(admin, testApp, baseUrl, 'admin@legal.example.com', 'legal');
    const created = await callApiFromPage<{ data: { id: string } }>(admin, 'POST', '/api/users/invitations', { email: INVITEE, role: 'user' });
    expect(created.status).toBe(201);
    const link = await mailedLinkPath(baseUrl, INVITEE, 'invitation', '/register?invitation');

    const { page, problems } = await openPage({ width: 1280, height: 1200 });
    await page.goto(`${baseUrl}${link}`);
    await eventually(() => page.getByTestId('invitation-summary').innerText()).toContain('משרד עורכי דין לדוגמה');
    expect(await page.getByTestId('invitation-summary').innerText()).toContain('משתמש');
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    const emailField = page.getByLabel('דואר אלקטרוני');
    expect(await emailField.inputValue()).toBe(INVITEE);
    expect(await emailField.isDisabled()).toBe(true);
    await page.getByLabel('שם פרטי').fill('אורי');
    await page.getByLabel('שם משפחה').fill('לוי');
    await page.getByLabel('סיסמה', { exact: true }).fill(PASSWORD);
    await page.getByLabel('אימות סיסמה').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await shot(page, 'register-invitation-he.png', true);
    await page.getByRole('button', { name: 'יצירת חשבון', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await eventually(() => page.getByTestId('form-alert-success').innerText()).toContain('החשבון נוצר והצטרפת למשרד');
    await shot(page, 'login-after-invitation-he.png');
    // The office the invitation named is remembered: the sign-in needs no ?tenant=.
    await signInThroughUi(page, baseUrl, testApp, INVITEE, { password: PASSWORD });
    expect(await sessionStatus(page)).toMatchObject({ isAuthenticated: true, user: { email: INVITEE, role: 'user' }, tenant: { tenantSubdomain: 'legal' } });
    const invitations = await callApiFromPage<{ data: { email: string; status: string }[] }>(admin, 'GET', '/api/users/invitations');
    expect(invitations.body.data.find((invitation) => invitation.email === INVITEE)?.status).toBe('accepted');

    // The link worked once.
    const again = (await openPage()).page;
    await again.goto(`${baseUrl}${link}`);
    await eventually(() => again.getByRole('heading', { level: 1, name: 'אי אפשר להשתמש בהזמנה הזו' }).count()).toBe(1);
    expect(await alertText(again)).toContain('בקישור ההזמנה הזה כבר השתמשו');
    await shot(again, 'register-invitation-used-he.png');
    expect(problems).toEqual([]);
  });
});

describe('confirming the address of a new registration, in Chromium', () => {
  const EMAIL = 'maya@levi-accounts.example.com';
  const PASSWORD = 'Levi-Accounts-2026!';
  const FAILED = 'לא הצלחנו לאשר את הכתובת';
  const INVALID = 'קישור האישור אינו תקין, כבר נוצל או שפג תוקפו; בקשו קישור חדש';

  /** Opens a confirmation address and waits for its outcome's heading. */
  async function openConfirm(page: Page, path: string, heading: string): Promise<void> {
    await page.goto(`${baseUrl}${path}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: heading }).count()).toBe(1);
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('rtl');
  }

  it('the mailed link confirms the address once, signing nobody in; a used, broken or empty link says so in Hebrew', async () => {
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'מאיה', lastName: 'לוי', email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, officeName: 'Levi Accounts', officeType: 'generic', slug: 'levi-accounts' }),
    });
    expect(registered.status).toBe(201);
    const link = await mailedLinkPath(baseUrl, EMAIL, 'welcome_email', '/auth/confirm?token');
    const { page, problems } = await openPage();

    // Not confirmed yet: the password alone does not sign in.
    await expect(signInThroughUi(page, baseUrl, testApp, EMAIL, { password: PASSWORD, tenant: 'levi-accounts' })).rejects.toThrow('כתובת הדואר האלקטרוני טרם אומתה');

    await openConfirm(page, link, 'הכתובת אושרה');
    expect(await page.getByRole('status').innerText()).toContain('כתובת הדואר האלקטרוני אושרה; אפשר להתחבר');
    await shot(page, 'confirm-email-done-he.png');
    expect((await sessionStatus(page)).isAuthenticated).toBe(false);

    await openConfirm(page, link, FAILED);
    expect(await alertText(page)).toContain(INVALID);
    await shot(page, 'confirm-email-used-he.png');
    await openConfirm(page, `${link.slice(0, -6)}XXXXXX`, FAILED);
    expect(await alertText(page)).toContain(INVALID);
    // As a plain-text mail client may hand it on, with the bracket around it.
    await openConfirm(page, `${link}>`, FAILED);
    expect(await alertText(page)).toContain(INVALID);
    await openConfirm(page, '/auth/confirm', FAILED);
    expect(await alertText(page)).toContain('בקישור חסר קוד אישור; בקשו קישור חדש.');
    expect((await sessionStatus(page)).isAuthenticated).toBe(false);

    // Confirmed, the account signs in.
    await signInThroughUi(page, baseUrl, testApp, EMAIL, { password: PASSWORD, tenant: 'levi-accounts' });
    expect(await sessionStatus(page)).toMatchObject({ isAuthenticated: true, user: { email: EMAIL, role: 'admin' }, tenant: { tenantSubdomain: 'levi-accounts' } });
    expect(problems).toEqual([]);
  });
});
