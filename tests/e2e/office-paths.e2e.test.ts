import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifact } from './browser';
import { switchLanguage as switchLanguageThroughMenu } from './language-switch';
import { signedInFile } from './signed-in-file';

const suite = signedInFile('admin@medical.example.com', 'medical');

interface Words {
  language: 'English' | 'עברית';
  dir: 'rtl' | 'ltr';
  patients: string;
  patient: string;
  newLead: string;
  designSystem: string;
}

const HEBREW: Words = { language: 'עברית', dir: 'rtl', patients: 'מטופלים', patient: 'מטופל', newLead: 'ליד חדש', designSystem: 'מערכת העיצוב' };
const ENGLISH: Words = { language: 'English', dir: 'ltr', patients: 'Patients', patient: 'Patient', newLead: 'New lead', designSystem: 'Design system' };

const UUID_PATH = /^\/patients\/[0-9a-f-]{36}$/;

async function switchLanguage(page: Page, words: Words): Promise<void> {
  if ((await page.locator('html').getAttribute('dir')) === words.dir) return;
  await switchLanguageThroughMenu(page, words.language, words.dir);
  await page.keyboard.press('Escape');
}

/** The tab's title once it names the page: "<page> · <office>", the office as the header names it. */
async function expectTabTitle(page: Page, pageTitle: string): Promise<void> {
  const office = await page.locator('header a[href="/dashboard"][aria-label]').first().getAttribute('aria-label');
  expect(office).toBeTruthy();
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${pageTitle} · ${office}`);
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto(`${suite.baseUrl}/dashboard`);
  await expect.poll(() => page.getByTestId('quick-actions-widget').count(), { timeout: 15_000 }).toBe(1);
}

/**
 * Clicks a quick action until the page leaves the dashboard. On a loaded machine the dashboard's grid can still be
 * placing its widgets when the click lands, so the click meets the moving tile's old place: it is clicked again
 * while the page is still the dashboard (a click that did land navigates away, and is not repeated).
 */
async function followQuickAction(page: Page, href: string): Promise<void> {
  const link = page.getByTestId('quick-actions-widget').locator(`a[href="${href}"]`).first();
  await expect
    .poll(async () => {
      if (new URL(page.url()).pathname === '/dashboard') await link.click({ timeout: 5_000 }).catch(() => undefined);
      return new URL(page.url()).pathname;
    }, { timeout: 45_000, interval: 2_000 })
    .not.toBe('/dashboard');
}

/** What a quick action must open: the screen for what it names, never an empty page. */
async function expectScreenOf(page: Page, href: string, words: Words): Promise<void> {
  const target = new URL(href, suite.baseUrl);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(target.pathname);
  // The dashboard has gone and the screen's own heading is drawn.
  await expect.poll(() => page.getByTestId('dashboard').count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  expect(heading, href).not.toMatch(/^[a-z0-9/-]*$/);
  if (/^\/(patients|clients|leads)\/new$/.test(target.pathname)) {
    await expect.poll(() => page.getByTestId('client-form').count(), { timeout: 15_000 }).toBe(1);
  }
  if (target.pathname === '/leads/new') await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 }).toBe(words.newLead);
  if (/\/search$/.test(target.pathname)) {
    await expect.poll(() => page.getByTestId('client-table').locator('tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')), { timeout: 15_000 }).toBe('search');
  }
  if (target.searchParams.get('view') === 'pipeline') {
    await expect.poll(() => page.getByTestId('lead-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  }
  if (target.pathname.startsWith('/patients')) expect(await page.getByTestId('area-page').count()).toBe(0);
}

describe.each([[HEBREW, 'he'], [ENGLISH, 'en']] as const)("an office's own paths, quick actions and tab titles in Chromium, in %s", (words, suffix) => {
  it('as a medical admin: /patients lists the records and opens one under /patients, and the tab names the page and the office', async () => {
    const { page, problems } = await suite.page();
    await openDashboard(page);
    await switchLanguage(page, words);

    // The office's own path for its clients is the client list, with its records.
    await page.goto(`${suite.baseUrl}/patients`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(words.patients);
    await expect.poll(() => page.getByTestId('client-table').locator('tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(20);
    await expectTabTitle(page, words.patients);
    await page.screenshot({ path: artifact(`office-paths-patients-${suffix}.png`) });
    await page.getByTestId('client-table').locator('tbody tr.ant-table-row a').first().click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(UUID_PATH);
    await expect.poll(() => page.getByRole('tab').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expectTabTitle(page, words.patient);
    // The side menu's entry for the office's clients is selected on its own path's record too.
    await expect.poll(() => page.getByTestId('app-navigation').locator('.ant-menu-item-selected [data-nav-id]').getAttribute('data-nav-id'), { timeout: 15_000 }).toBe('clients-list');
    await page.screenshot({ path: artifact(`office-paths-patient-${suffix}.png`) });
    await page.close();
    expect(problems).toEqual([]);
  });

  // It opens the dashboard and a screen for each of the office's quick actions (eight or more): on a busy machine
  // that outlasted the default minute.
  it('as a medical admin: every quick action on the dashboard reaches the screen for what it names, under the office\'s own path', { timeout: 180_000 }, async () => {
    const { page, problems } = await suite.page();
    await openDashboard(page);
    await switchLanguage(page, words);
    await expectTabTitle(page, suffix === 'he' ? 'לוח בקרה' : 'Dashboard');
    await page.screenshot({ path: artifact(`office-paths-dashboard-${suffix}.png`) });
    const hrefs = await page.getByTestId('quick-actions-widget').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(expect.arrayContaining(['/patients/new', '/patients/search', '/leads/new', '/leads?view=pipeline']));
    // The shared quick actions lead to the office's own client path too.
    expect(hrefs.filter((href) => href.startsWith('/clients'))).toEqual([]);
    for (const href of hrefs) {
      await openDashboard(page);
      await followQuickAction(page, href);
      await expectScreenOf(page, href, words);
    }
    await page.goto(`${suite.baseUrl}/patients/search`);
    await expectScreenOf(page, '/patients/search', words);
    await page.screenshot({ path: artifact(`office-paths-search-${suffix}.png`) });
    await page.close();
    expect(problems).toEqual([]);
  });

  it('as a medical admin: Alt+L opens a new lead anywhere, and a page without a menu item has a name of its own', async () => {
    const { page, problems } = await suite.page();
    await openDashboard(page);
    await switchLanguage(page, words);
    // The shortcut is live once the shell has the office's quick actions; on a busy machine that can
    // follow the widget's first paint, so a press that met the dashboard still loading is repeated.
    await expect.poll(async () => {
      if (new URL(page.url()).pathname === '/dashboard') await page.keyboard.press('Alt+KeyL');
      return new URL(page.url()).pathname;
    }, { timeout: 15_000 }).toBe('/leads/new');
    await expectScreenOf(page, '/leads/new', words);
    await page.screenshot({ path: artifact(`office-paths-new-lead-${suffix}.png`) });

    await page.goto(`${suite.baseUrl}/design-system`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(words.designSystem);
    await expectTabTitle(page, words.designSystem);
    // The user's language is kept on the server: put Hebrew back for the next test.
    await switchLanguage(page, HEBREW);
    await page.close();
    expect(problems).toEqual([]);
  });
});

describe("a feature's own paths in Chromium, where the office has it off", () => {
  it('as a medical admin: /telemedicine leads to the fallback the office names (/appointments), /matters says the feature is not available', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/telemedicine`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/appointments');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.goto(`${suite.baseUrl}/matters/42`);
    await expect.poll(() => page.getByTestId('feature-not-available').count(), { timeout: 20_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/matters/42');
    await page.close();
    expect(problems).toEqual([]);
  });
});
