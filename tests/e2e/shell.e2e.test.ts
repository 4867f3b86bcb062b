import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../server/demo/demo-tenants';
import type { TestApp } from '../../server/testing/test-app';
import { signInThroughApi } from './api-sign-in';
import { startAppUnderTest } from './app-under-test';
import { artifact } from './browser';
import { switchLanguage } from './language-switch';
import { stillForFrames } from './still-for-frames';

let testApp: TestApp;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ({ testApp, baseUrl, browser } = await startAppUnderTest());
});

afterAll(async () => {
  await browser?.close();
  await testApp?.close();
});

/** A page that records console errors and uncaught exceptions. */
async function watchedPage(locale = 'he-IL'): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ locale, viewport: { width: 1440, height: 900 } });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

const navigation = (page: Page) => page.getByTestId('app-navigation');

/** The Hebrew word an office type uses for its clients, read from its JSON. */
function clientsTerm(officeType: string): string {
  const file = JSON.parse(readFileSync(join(import.meta.dirname, '../../office-types', `${officeType}.json`), 'utf8')) as { terminology: { he: { clients: string } } };
  return file.terminology.he.clients;
}

// A move that waits on the server (signing out, a redirect): expect.poll's 1 s is too short on a busy CI machine, and
// a reload's start-up there (its scripts, the session, the office) outlasted 15 s in a fresh-clone run.
const NAVIGATION = { timeout: 30_000 };

describe('the application shell in Chromium', () => {
  it('takes the legal admin to the dashboard with the legal menu, in Hebrew then English, gates compliance, knows 404 and signs out', async () => {
    const { page, problems } = await watchedPage();
    await signInThroughApi(page, testApp, baseUrl, 'admin@legal.example.com', 'legal');
    await page.goto(`${baseUrl}/dashboard`);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => navigation(page).getByText('תיקים').count()).toBeGreaterThan(0);
    await expect.poll(() => navigation(page).getByText(clientsTerm('legal'), { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => navigation(page).getByText('ניהול', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('שלום');
    await page.screenshot({ path: artifact('shell-dashboard-legal-he.png') });

    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    // The item's text is its label and, after it, the open matters' count (records.matters.open).
    await expect.poll(() => navigation(page).getByText(/^Cases/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('shell-dashboard-legal-en.png') });
    // The header's choice is the user's preference on the server too, not only this browser's.
    await expect.poll(() => page.evaluate(() => fetch('/api/users/preferences').then((response) => response.json()).then((body) => body.data.language))).toBe('en');

    await page.goto(`${baseUrl}/compliance`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Feature Not Available' }).count()).toBe(1);
    await page.screenshot({ path: artifact('feature-not-available-en.png') });
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await expect.poll(() => new URL(page.url()).pathname, NAVIGATION).toBe('/dashboard');

    await page.goto(`${baseUrl}/no/such/page`);
    await expect.poll(() => new URL(page.url()).pathname, NAVIGATION).toBe('/404');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Page not found' }).count()).toBe(1);
    await page.screenshot({ path: artifact('not-found-en.png') });

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByTestId('user-menu').click();
    // Chosen once the menu stands still, by the item's own click: a pointer's press and release land where the page is
    // at each moment, and on a loaded run the release missed the item (no click, still signed in).
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await expect.poll(() => stillForFrames(signOut), { timeout: 15_000 }).toBe(true);
    await signOut.dispatchEvent('click');
    await expect.poll(() => new URL(page.url()).pathname, NAVIGATION).toBe('/login');
    await page.goto(`${baseUrl}/dashboard`);
    await expect.poll(() => new URL(page.url()).pathname, NAVIGATION).toBe('/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/dashboard');
    expect(problems).toEqual([]);
    await page.close();
  });

  // One test per office: seven dashboards drawn in one test outlasted its time on a busy machine.
  it.each(DEMO_TENANTS.map((tenant) => [tenant.slug, tenant] as const))('gives the %s office its own menu vocabulary', async (_slug, tenant) => {
    const { page, problems } = await watchedPage();
    await signInThroughApi(page, testApp, baseUrl, `pro@${tenant.slug}.example.com`, tenant.slug);
    await page.goto(`${baseUrl}/dashboard`);
    await expect.poll(() => navigation(page).getByText(clientsTerm(tenant.officeType), { exact: true }).count(), { message: tenant.slug }).toBeGreaterThan(0);
    // Admin is for admins only.
    expect(await navigation(page).getByText('ניהול', { exact: true }).count()).toBe(0);
    // The insurance office's Leads item counts the new leads, from the real data.
    if (tenant.slug === 'insurance') await expect.poll(() => navigation(page).getByTestId('nav-badge-count').count()).toBeGreaterThan(0);
    if (tenant.slug === 'medical' || tenant.slug === 'vet') await page.screenshot({ path: artifact(`shell-dashboard-${tenant.slug}-he.png`) });
    expect(problems, tenant.slug).toEqual([]);
    await page.close();
  });

  it('shows a narrow screen the drawer as a temporary panel on the right in Hebrew', async () => {
    const page = await browser.newPage({ locale: 'he-IL', viewport: { width: 390, height: 800 } });
    await signInThroughApi(page, testApp, baseUrl, 'admin@generic.example.com', 'generic');
    await page.goto(`${baseUrl}/dashboard`);
    await expect.poll(() => page.getByTestId('drawer-toggle').count()).toBe(1);
    expect(await navigation(page).count()).toBe(0);
    await page.getByTestId('drawer-toggle').click();
    await expect.poll(() => navigation(page).isVisible()).toBe(true);
    const box = await navigation(page).boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(300);
    await page.screenshot({ path: artifact('shell-drawer-narrow-he.png') });
    await page.close();
  });
});
