import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForContent } from './a11y';
import { artifact, screenshotWhole } from './browser';
import { callApiFromPage } from './page-api';
import { signedInFile } from './signed-in-file';

// The legal office offers Hebrew, English and Spanish, and asks its admin for an authenticator: every step of sign-in.
const file = signedInFile('admin@legal.example.com', 'legal');
const SECTIONS = ['vocabulary', 'features', 'navigation'] as const;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function openSection(page: Page, section: (typeof SECTIONS)[number]): Promise<void> {
  await page.goto(`${file.baseUrl}/admin/${section}`);
  await page.getByTestId(`${section}-section`).waitFor({ timeout: 20_000 });
  await page.mouse.move(0, 0);
  await waitForContent(page, `admin-${section}`);
}

describe('the office settings screens', { timeout: 180_000 }, () => {
  it('draws vocabulary, features and menus in Hebrew, right to left, with no console errors', async () => {
    const { page, problems } = await file.page();
    for (const section of SECTIONS) {
      await openSection(page, section);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await screenshotWhole(page, `admin-${section}-he.png`);
    }
    // Turning a feature off first says what goes with it; cancelling changes nothing.
    await openSection(page, 'features');
    await page.getByTestId('flag-switch-time-tracking').click();
    const consequences = page.getByTestId('turn-off-consequences');
    await consequences.waitFor();
    expect(await consequences.getByTestId('turn-off-routes').textContent()).toContain('/time-billing');
    await page.waitForTimeout(400);
    await page.screenshot({ path: artifact('admin-features-turn-off-he.png') });
    await page.getByRole('button', { name: 'ביטול' }).last().click();
    await eventually(() => page.getByTestId('settings-unsaved').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('saves a renamed word, and the menu reads it after a reload', async () => {
    const { page, problems } = await file.page();
    await openSection(page, 'vocabulary');
    await page.getByTestId('term-he-clients').fill('מרשים');
    await eventually(() => page.getByTestId('navigation-preview').getByText('מרשים').count()).toBeGreaterThan(0);
    await page.getByTestId('settings-save').click();
    await eventually(() => page.getByTestId('settings-unsaved').count()).toBe(0);
    const saved = await callApiFromPage<{ data: { overrides: { terminology?: { he?: Record<string, string> } } } }>(page, 'GET', '/api/admin/office');
    expect(saved.body.data.overrides.terminology?.he).toEqual({ clients: 'מרשים' });
    await page.reload();
    await eventually(() => page.getByTestId('app-navigation').getByText('מרשים', { exact: true }).count()).toBeGreaterThan(0);
    // Back to the office type's word, so the other screens see the demo office as it was.
    await page.getByTestId('term-reset-he-clients').click();
    await page.getByTestId('settings-save').click();
    await eventually(async () => (await callApiFromPage<{ data: { overrides: Record<string, unknown> } }>(page, 'GET', '/api/admin/office')).body.data.overrides).toEqual({});
    expect(problems).toEqual([]);
    await page.close();
  });

  it('links to the dashboard, opened to edit the layout, where the admin saves the office default', async () => {
    const { page, problems } = await file.page();
    await page.goto(`${file.baseUrl}/admin/dashboard`);
    await page.getByTestId('dashboard-layout-section').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('office-layout-source').textContent()).toBe('הפריסה של סוג המשרד');
    await waitForContent(page, 'admin-dashboard');
    await screenshotWhole(page, 'admin-dashboard-he.png');
    await page.getByTestId('edit-office-layout').click();
    await eventually(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/dashboard?layout=edit');
    await page.getByTestId('save-office-layout').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('edit-layout').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws the three screens and the dashboard section in English, left to right', async () => {
    const { page, problems } = await file.page();
    await page.goto(`${file.baseUrl}/admin/vocabulary`);
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'en' })).status).toBe(200);
    for (const section of SECTIONS) {
      await openSection(page, section);
      await eventually(() => page.locator('html').getAttribute('dir')).toBe('ltr');
      await screenshotWhole(page, `admin-${section}-en.png`);
    }
    await page.goto(`${file.baseUrl}/admin/dashboard`);
    await page.getByTestId('dashboard-layout-section').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('edit-office-layout').textContent()).toContain('Edit the layout on the dashboard');
    await waitForContent(page, 'admin-dashboard-en');
    await screenshotWhole(page, 'admin-dashboard-en.png');
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'he' })).status).toBe(200);
    expect(problems).toEqual([]);
    await page.close();
  });
});
