import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';
import { lastOtpCode } from '../../server/testing/sign-in-flow';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { testDatabaseKinds } from '../../server/testing/test-databases';
import { snapshotWebBuild, type WebSnapshot } from '../../server/tools/bench-web/web-snapshot';
import { checkAccessibility, seriousViolations, waitForContent } from './a11y';
import { artifact, launchBrowser } from './browser';

// The generic office asks for no authenticator, only an e-mailed code on a new browser: the fewest steps.
const TENANT = 'generic';
const ADMIN = `admin@${TENANT}.example.com`;
const PRO = `pro@${TENANT}.example.com`;

let testApp: TestApp;
let web: WebSnapshot;
let browser: Browser;
let baseUrl: string;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

/** Signs in through /login and /verify-otp as a person would, the code read from the mail outbox; lands on `from`. */
async function signInThroughUi(target: Page, email: string, from: string): Promise<void> {
  await target.goto(`${baseUrl}/login?tenant=${TENANT}&from=${encodeURIComponent(from)}`);
  await target
    .getByLabel('דואר אלקטרוני')
    .fill(email, { timeout: 15_000 })
    .catch(async (error: unknown) => {
      await target.screenshot({ path: artifact('profile-sign-in-failed.png') });
      throw error;
    });
  await target.getByLabel('סיסמה', { exact: true }).fill(DEMO_PASSWORD);
  await target.getByRole('button', { name: 'התחברות', exact: true }).click();
  await target.waitForURL((url) => url.pathname === '/verify-otp', { timeout: 15_000 });
  await target.getByTestId('otp-form').locator('input').first().click();
  await target.keyboard.type(await lastOtpCode(testApp, email));
  await target.getByRole('button', { name: 'אימות', exact: true }).click();
  await target.waitForURL((url) => url.pathname === from.split('?')[0], { timeout: 15_000 });
}

/** The page's accessibility as axe-core sees it: no serious or critical violation. */
async function expectAccessible(name: string): Promise<void> {
  // Measured at rest: a button left under the pointer shows its lighter hover colour.
  await page.mouse.move(0, 0);
  await waitForContent(page, name);
  expect(seriousViolations(await checkAccessibility(page, { name }))).toEqual([]);
}

/** expect.poll with room for lazy chunks and server answers. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
/**
 * A screenshot of the whole page, taken by making the viewport as tall as the page: Chromium's full-page capture
 * draws the page's content faded (its entrance animation caught again).
 */
async function screenshotWhole(name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1440, height: 1000 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path: artifact(name) });
  await page.setViewportSize(viewport);
}

const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const query = (name: string) => new URL(page.url()).searchParams.get(name);

beforeAll(async () => {
  // A private copy of the build: another test run rebuilding dist/web meanwhile cannot pull chunks from under the page.
  web = snapshotWebBuild(join(import.meta.dirname, '../../dist/web'));
  testApp = await createTestApp(testDatabaseKinds()[0]!, { webRoot: web.root });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  context = await browser.newContext({ locale: 'he-IL', viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await signInThroughUi(page, ADMIN, '/profile');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await testApp?.close();
  web?.dispose();
});

describe('the profile and settings pages in Chromium', () => {
  it('saves the phone on the personal tab, and shows it after a reload', async () => {
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('הפרופיל שלי');
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    const phone = page.getByLabel('טלפון');
    await phone.fill('+972 50-123-4567');
    await page.getByRole('button', { name: 'שמירת הפרטים' }).click();
    await eventually(() => page.getByText('הפרופיל עודכן').count()).toBeGreaterThan(0);
    await page.reload();
    await eventually(() => page.getByLabel('טלפון').inputValue()).toBe('+972 50-123-4567');
    expect(await page.getByLabel('כתובת דוא״ל').inputValue()).toBe(ADMIN);
    await eventually(() => page.getByText('לא ניתן לשנות את כתובת הדוא״ל').count()).toBe(1);
    await expectAccessible('profile-personal-he');
    await screenshotWhole('profile-he.png');
  });

  it('switches tabs through the address: security, notifications, integrations, analytics, team', async () => {
    for (const [name, key, heading] of [
      ['אבטחה', 'security', 'החלפת סיסמה'],
      ['התראות', 'notifications', 'היסטוריית ההתראות'],
      ['חיבורים לשירותים', 'integrations', 'חשבון Google'],
      ['פעילות ונתונים', 'analytics', 'הפעילות האחרונה שלי'],
      ['צוות', 'team', 'הזמנות'],
    ] as const) {
      await tab(name).click();
      await eventually(() => query('tab')).toBe(key);
      await eventually(() => page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
      await screenshotWhole(`profile-${key}-he.png`);
    }
    // Back from a Google link that failed: the reason is said, and the address tidied.
    await page.goto(`${baseUrl}/profile?tab=integrations&google=link-failed&code=GOOGLE_LINK_FAILED&reason=cancelled`);
    await eventually(() => page.getByText('הקישור בוטל או נדחה ב-Google.').count()).toBeGreaterThan(0);
    await eventually(() => query('google')).toBeNull();
    expect(query('tab')).toBe('integrations');
    await page.goto(`${baseUrl}/profile?tab=security`);
    await eventually(() => page.getByRole('tab', { name: 'אבטחה', selected: true }).count()).toBe(1);
    await eventually(() => page.getByText('המכשיר הזה').count()).toBe(1);
    await eventually(() => page.getByRole('cell', { name: 'התחברות' }).count()).toBeGreaterThan(0);
    await expectAccessible('profile-security-he');
  });

  it('sets up two-step verification with a code from the QR secret', async () => {
    await page.getByRole('button', { name: 'הגדרת אימות דו-שלבי' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.getByRole('img', { name: 'קוד QR להוספת החשבון לאפליקציית האימות' }).count()).toBe(1);
    const secret = (await dialog.locator('code').textContent())?.trim() ?? '';
    await dialog.getByLabel('קוד מהאפליקציה').fill(new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate());
    await dialog.getByRole('button', { name: 'הפעלה' }).click();
    await eventually(() => page.getByText('האימות הדו-שלבי הופעל בהצלחה').count()).toBeGreaterThan(0);
    await eventually(() => page.getByText('מופעל', { exact: true }).count()).toBe(1);
  });

  it('turns dark at once when the theme preference is dark, and saves it', async () => {
    await tab('העדפות').click();
    await eventually(() => query('tab')).toBe('preferences');
    await page.getByText('כהה', { exact: true }).click();
    await eventually(() => page.getByText('ההעדפות נשמרו').count()).toBeGreaterThan(0);
    const background = () => page.locator('.ant-card').first().evaluate((card) => getComputedStyle(card).backgroundColor);
    await eventually(async () => (await background()).match(/\d+/g)!.slice(0, 3).reduce((sum, value) => sum + Number(value), 0)).toBeLessThan(150);
    await screenshotWhole('profile-preferences-dark-he.png');
    const saved = await page.evaluate(() => fetch('/api/users/preferences').then((response) => response.json()));
    expect(saved.data.themeMode).toBe('dark');
    await page.getByText('בהירה', { exact: true }).click();
    await eventually(async () => (await background()).match(/\d+/g)!.slice(0, 3).reduce((sum, value) => sum + Number(value), 0)).toBeGreaterThan(600);
  });

  it('switches to English from the preferences, and shows the security tab in English', async () => {
    await page.getByLabel('שפת הממשק').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'English' }).click();
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('My profile');
    // The server's words, in the language just chosen.
    await eventually(() => page.getByText('Preferences saved').count()).toBeGreaterThan(0);
    await tab('Security').click();
    await eventually(() => page.getByRole('heading', { level: 2, name: 'Two-step verification' }).count()).toBe(1);
    await eventually(() => page.getByText('Sign-in', { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible('profile-security-en');
    await screenshotWhole('profile-security-en.png');
  });

  it('exports my data as a JSON file and invites a colleague', async () => {
    await tab('Activity and data').click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^lishka-export-\d{4}-\d{2}-\d{2}\.json$/);
    await tab('Team').click();
    await page.getByLabel('Email address').fill('newcomer@example.com');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await eventually(() => page.getByRole('cell', { name: 'newcomer@example.com', exact: true }).count()).toBe(1);
    await eventually(() => page.getByText('Pending', { exact: true }).count()).toBe(1);
    await expectAccessible('profile-team-en');
    await screenshotWhole('profile-team-en.png');
  });

  it('shows the system settings, back in Hebrew, from real data', async () => {
    await tab('Preferences').click();
    await page.getByLabel('Interface language').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'עברית' }).click();
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.goto(`${baseUrl}/settings`);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('הגדרות מערכת');
    for (const section of ['כללי', 'מראה', 'נתונים ואחסון', 'פרטיות', 'מתקדם', 'אודות']) {
      await eventually(() => page.getByRole('heading', { level: 2, name: section }).count()).toBe(1);
    }
    await eventually(() => page.getByText('זמין', { exact: true }).count()).toBe(1);
    await eventually(() => page.getByText('משרד לדוגמה · Demo office').count()).toBeGreaterThan(0);
    await expectAccessible('settings-he');
    await screenshotWhole('settings-he.png');
    expect(problems).toEqual([]);
  });

  it('deletes an account after the password is confirmed, and goes home signed out', async () => {
    const other = await browser.newPage({ locale: 'he-IL', viewport: { width: 1280, height: 900 } });
    await signInThroughUi(other, PRO, '/profile?tab=analytics');
    await other.getByRole('button', { name: 'מחיקת החשבון…' }).click();
    const dialog = other.getByRole('dialog');
    await dialog.getByLabel('סיסמה').fill('not-the-password');
    await dialog.getByRole('button', { name: 'מחיקה לצמיתות' }).click();
    await eventually(() => dialog.getByText('הסיסמה שגויה; החשבון לא נמחק').count()).toBe(1);
    await dialog.getByLabel('סיסמה').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'מחיקה לצמיתות' }).click();
    await eventually(() => new URL(other.url()).pathname).toBe('/');
    const status = await other.evaluate(() => fetch('/api/auth/status').then((response) => response.json()));
    expect(status.isAuthenticated).toBe(false);
    await other.close();
  });
});
