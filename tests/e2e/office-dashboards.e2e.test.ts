import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resolveOfficeConfiguration } from '../../engine/resolve/resolve-office';
import { DEMO_TENANTS } from '../../server/demo/demo-tenants';
import { loadOfficeTypeCatalog } from '../../server/office-types/read-office-types';
import { waitForContent } from './a11y';
import { artifact } from './browser';
import { callApiFromPage } from './page-api';
import { signedInUsers } from './signed-in-users';

// Issue 7: every office type's dashboard renders with no console errors.

const catalog = loadOfficeTypeCatalog();

/** The ids of the widgets an office type's configuration shows on its dashboard, as the engine resolves it. */
function configuredWidgets(officeType: string): string[] {
  const resolved = resolveOfficeConfiguration(catalog, { officeType });
  if (!resolved.ok) throw new Error(`${officeType} does not resolve: ${JSON.stringify(resolved.errors)}`);
  return resolved.config.ui.dashboard.widgets.filter((widget) => widget.visible !== false).map((widget) => widget.id);
}

/** The office type's own greeting in Hebrew (ui.branding.welcomeMessage), if it has one. */
function welcomeMessage(officeType: string): string | undefined {
  const resolved = resolveOfficeConfiguration(catalog, { officeType });
  return resolved.ok ? resolved.config.ui.branding.welcomeMessage?.he : undefined;
}

const users = signedInUsers();

/** A watched page of the office's admin, signed in (once) in Hebrew. */
const adminPage = (slug: string) => users.page(`admin@${slug}.example.com`, slug);

/** The ids of the grid items on screen, sorted. */
const gridIds = (page: Page) => page.getByTestId('dashboard-grid').locator('[data-grid-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-grid-id')).sort());

/** Opens /dashboard and waits until every expected widget is on the grid, drawn and done loading. */
async function openDashboard(page: Page, expected: readonly string[]): Promise<void> {
  await page.goto(`${users.app.baseUrl}/dashboard`);
  await expect.poll(() => gridIds(page)).toEqual([...expected].sort());
  const grid = page.getByTestId('dashboard-grid');
  // Each grid item holds its card, and no card is still loading (its data, or its widget's code chunk).
  await expect.poll(() => grid.locator('[data-grid-id] [data-widget-type]').count()).toBe(expected.length);
  await expect.poll(() => grid.locator('[role="status"], .ant-skeleton').count()).toBe(0);
}

/** What each widget body says, so a failure shows it; an empty body is a blank widget. */
const widgetTexts = (page: Page) => page.getByTestId('dashboard-grid').locator('.dashboard-widget-body').allInnerTexts();

describe.each(DEMO_TENANTS)('the $slug office ($officeType) dashboard in Chromium', ({ slug, officeType }) => {
  it('shows every widget its configuration places, none failing, with no console errors, in Hebrew', async () => {
    const expected = configuredWidgets(officeType);
    expect(expected.length).toBeGreaterThan(0);
    const { page, problems } = await adminPage(slug);
    await openDashboard(page, expected);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('dashboard-grid').getByRole('alert').allInnerTexts()).toEqual([]);
    expect((await widgetTexts(page)).filter((text) => text.trim() === '')).toEqual([]);
    // The office's own greeting, where its type has one.
    const welcome = welcomeMessage(officeType);
    if (welcome) expect(await page.getByTestId('dashboard-welcome').textContent()).toBe(welcome);
    await waitForContent(page, `dashboard-${slug}-he`);
    // The viewport only: Chromium's full-page capture draws the page's finished entrance animation faded.
    await page.screenshot({ path: artifact(`dashboard-${slug}-he.png`) });
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the medical office dashboard in English', () => {
  it('shows every configured widget left to right, none failing, with no console errors', async () => {
    const expected = configuredWidgets('medical');
    const { page, problems } = await adminPage('medical');
    await page.goto(`${users.app.baseUrl}/dashboard`);
    // Signed in, the saved language wins over the browser's.
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'en' })).status).toBe(200);
    await openDashboard(page, expected);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hello Dana');
    expect(await page.getByTestId('dashboard-grid').getByRole('alert').allInnerTexts()).toEqual([]);
    expect((await widgetTexts(page)).filter((text) => text.trim() === '')).toEqual([]);
    await waitForContent(page, 'dashboard-medical-en');
    await page.screenshot({ path: artifact('dashboard-medical-en.png') });
    expect(problems).toEqual([]);
    await page.close();
  });
});
