import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../server/testing/test-app';
import { checkAccessibility, seriousViolations, waitForContent } from './a11y';
import { startAppUnderTest } from './app-under-test';
import { artifact } from './browser';
import { authenticatorSecrets, signInThroughUi } from './sign-in-steps';
import { switchLanguage } from './language-switch';

const LEGAL_ADMIN = 'admin@legal.example.com';

let testApp: TestApp;
let browser: Browser;
let baseUrl: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  ({ testApp, baseUrl, browser } = await startAppUnderTest());
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await testApp?.close();
});

/** A new browser (no cookies: a device the server has not seen) in a language, with its console errors collected. */
async function openPage(locale = 'he-IL', viewport = { width: 1280, height: 900 }): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ locale, viewport });
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The path of the newest link a template mailed to an address (the app's own address, with its token). */
async function mailedLink(to: string, template: string, path: string): Promise<string | undefined> {
  const mail = await testApp.database.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', to).where('template', '=', template).orderBy('seq', 'desc').executeTakeFirst();
  const match = mail ? new RegExp(`${path.replace('?', '\\?')}=[A-Za-z0-9_%-]+`).exec(mail.text_body) : null;
  return match?.[0];
}

async function expectAccessible(page: Page, name: string): Promise<void> {
  await waitForContent(page, name);
  expect(seriousViolations(await checkAccessibility(page, { name }))).toEqual([]);
}

describe('the sign-in screens in Chromium, against the real server', () => {
  it('/login opens in Hebrew, right to left, with the office’s name; English is left to right; both accessible', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${baseUrl}/login?tenant=legal`);
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'התחברות' }).count(), { timeout: 15_000 }).toBe(1);
    // The office's branding in the header; its own name in the line under the title.
    await eventually(() => page.getByTestId('auth-office').count()).toBe(1);
    await eventually(() => page.locator('main bdi', { hasText: 'משרד עורכי דין לדוגמה' }).count()).toBe(1);
    await expectAccessible(page, 'login-he');
    await page.screenshot({ path: artifact('login-he.png'), animations: 'disabled' });
    await page.setViewportSize({ width: 390, height: 844 });
    await eventually(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: artifact('login-he-narrow.png'), animations: 'disabled' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await switchLanguage(page, 'English', 'ltr');
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Log in' }).count()).toBe(1);
    await expectAccessible(page, 'login-en');
    await page.screenshot({ path: artifact('login-en.png'), animations: 'disabled' });

    await page.getByTestId('theme-toggle').click();
    await expectAccessible(page, 'login-en-dark');
    await page.screenshot({ path: artifact('login-en-dark.png'), animations: 'disabled' });
    expect(problems).toEqual([]);
  });

  it('a wrong password shows the server’s Hebrew message above the form', async () => {
    const { page } = await openPage();
    await page.goto(`${baseUrl}/login?tenant=legal`);
    await page.getByLabel('דואר אלקטרוני').fill(LEGAL_ADMIN, { timeout: 15_000 });
    await page.getByLabel('סיסמה', { exact: true }).fill('Not-The-Password-1!');
    await page.getByRole('button', { name: 'התחברות', exact: true }).click();
    await eventually(() => page.getByRole('alert').filter({ hasText: 'כתובת הדואר האלקטרוני או הסיסמה שגויים' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('the legal office’s admin signs in: password, the e-mailed code, setting up the authenticator, then the dashboard', async () => {
    const { page, problems } = await openPage();
    const seen: string[] = [];
    await signInThroughUi(page, baseUrl, testApp, LEGAL_ADMIN, {
      tenant: 'legal',
      onStep: async (step, current) => {
        seen.push(step);
        if (step === 'otp') {
          await eventually(() => current.getByText('a***@l***.com').count()).toBeGreaterThan(0);
          await eventually(() => current.getByTestId('otp-countdown').innerText()).toMatch(/אפשר לבקש קוד חדש בעוד \d+ שניות/);
          await expectAccessible(current, 'verify-otp-he');
          await current.screenshot({ path: artifact('verify-otp-he.png'), animations: 'disabled' });
        }
        if (step === 'mfa-setup') {
          await current.getByTestId('mfa-secret').waitFor();
          await eventually(() => current.getByTestId('mfa-qr').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
          await expectAccessible(current, 'mfa-setup-he');
          // A full-page shot resizes the window, which replays the route's entrance: shown finished.
          await current.screenshot({ path: artifact('mfa-setup-he.png'), fullPage: true, animations: 'disabled' });
        }
      },
    });
    expect(seen).toEqual(['otp', 'mfa-setup']);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(authenticatorSecrets.get(LEGAL_ADMIN)).toMatch(/^[A-Z2-7]{32}$/);
    const status = await page.evaluate(() => fetch('/api/auth/status').then((response) => response.json() as Promise<{ isAuthenticated: boolean; user?: { email: string; isMfaEnabled: boolean } }>));
    expect(status).toMatchObject({ isAuthenticated: true, user: { email: LEGAL_ADMIN, isMfaEnabled: true } });
    expect(problems).toEqual([]);
  });

  it('with the authenticator set up, a new browser asks only its code (no e-mailed one), and the sign-in returns where it was going', async () => {
    const { page } = await openPage('en-US');
    const seen: string[] = [];
    // The browser remembers another office from an earlier visit; the code step shows the user's own (issue 16).
    await page.goto(`${baseUrl}/login?tenant=medical`);
    await signInThroughUi(page, baseUrl, testApp, LEGAL_ADMIN, {
      returnTo: '/profile',
      onStep: async (step, current) => {
        seen.push(step);
        await eventually(() => current.getByTestId('auth-office').innerText()).toContain('Lishka Legal');
        await current.screenshot({ path: artifact(`sign-in-${step}-own-office-en.png`), animations: 'disabled' });
      },
    });
    expect(seen).toEqual(['mfa']);
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it('registers a new office through the form and reaches the success page', async () => {
    const { page, problems } = await openPage('he-IL', { width: 1280, height: 1400 });
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('שם פרטי').fill('רותם', { timeout: 15_000 });
    await page.getByLabel('שם משפחה').fill('כהן');
    await page.getByLabel('דואר אלקטרוני').fill('rotem@cohen-law.example.com');
    await page.getByLabel('סיסמה', { exact: true }).fill('Cohen-Law-2026!x');
    await page.getByLabel('אימות סיסמה').fill('Cohen-Law-2026!x');
    await page.getByLabel('שם המשרד').fill('Cohen Law Office');
    await eventually(() => page.getByLabel('כתובת המשרד').inputValue()).toBe('cohen-law-office');
    await eventually(() => page.getByTestId('register-form').getByText('משרד עורכי דין').count()).toBeGreaterThan(0);
    await page.getByRole('checkbox').check();
    await expectAccessible(page, 'register-he');
    await page.screenshot({ path: artifact('register-he.png'), fullPage: true, animations: 'disabled' });
    await page.getByRole('button', { name: 'יצירת חשבון', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth/register-success', { timeout: 15_000 });
    await eventually(() => page.getByText('rotem@cohen-law.example.com').count()).toBeGreaterThan(0);
    // The welcome mail is queued with the new office and sent after the answer: wait for it, as for the reset below.
    await eventually(() => mailedLink('rotem@cohen-law.example.com', 'welcome_email', '/auth/confirm?token')).toBeDefined();
    const confirmLink = await mailedLink('rotem@cohen-law.example.com', 'welcome_email', '/auth/confirm?token');

    // The mailed link confirms the address; signing in is then possible.
    await page.goto(`${baseUrl}${confirmLink!}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: 'הכתובת אושרה' }).count()).toBe(1);
    await page.getByRole('button', { name: 'להתחברות' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(problems).toEqual([]);
  });

  it('a forgotten password: the mailed link, the office’s stricter rule from the server at its field, then a new password', async () => {
    const { page, problems } = await openPage();
    const email = 'pro@legal.example.com';
    await page.goto(`${baseUrl}/forgot-password?tenant=legal`);
    await page.getByLabel('דואר אלקטרוני').fill(email, { timeout: 15_000 });
    await page.getByRole('button', { name: 'שליחת קישור' }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'הוראות לאיפוס הסיסמה נשלחו' }).count()).toBe(1);
    await eventually(() => mailedLink(email, 'password_reset', '/reset-password?token')).toBeDefined();

    await page.goto(`${baseUrl}${(await mailedLink(email, 'password_reset', '/reset-password?token'))!}`);
    await page.getByLabel('דואר אלקטרוני').fill(email, { timeout: 15_000 });
    // Meets the baseline the page checks, not the law office's 14 characters the server asks.
    await page.getByLabel('סיסמה חדשה').fill('Short-Pass1!');
    await page.getByLabel('אימות סיסמה').fill('Short-Pass1!');
    await page.getByRole('button', { name: 'שמירת הסיסמה' }).click();
    await eventually(() => page.locator('#password_help').innerText()).toContain('הסיסמה חייבת להכיל לפחות 14 תווים');
    await expectAccessible(page, 'reset-password-he');

    await page.getByLabel('סיסמה חדשה').fill('A-Much-Longer-Pass-2026!');
    await page.getByLabel('אימות סיסמה').fill('A-Much-Longer-Pass-2026!');
    await page.getByRole('button', { name: 'שמירת הסיסמה' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await eventually(() => page.getByText('הסיסמה אופסה בהצלחה').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
