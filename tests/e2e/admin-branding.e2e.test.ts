import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessibility, seriousViolations, waitForContent } from './a11y';
import { screenshotWhole } from './browser';
import { callApiFromPage } from './page-api';
import { signedInFile } from './signed-in-file';

// The legal office: custom branding on, brand primary #1f3a5f, offered in Hebrew, English and Spanish.
const file = signedInFile('admin@legal.example.com', 'legal');
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const NEW_PRIMARY = '#7a1f5c';

interface Settings {
  version: number;
  overrides: { ui?: { theme?: { colors?: Record<string, string> }; branding?: { brandColors?: Record<string, string> } } };
}
const settingsOf = async (page: Page) => (await callApiFromPage<{ data: Settings }>(page, 'GET', '/api/admin/office')).body.data;
const appPrimary = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lishka-color-primary').trim());
const previewHeaderColor = (page: Page) => page.getByTestId('preview-header').evaluate((element) => getComputedStyle(element).backgroundColor);

async function open(page: Page, section: 'branding' | 'policies', ready: string): Promise<void> {
  await page.goto(`${file.baseUrl}/admin/${section}`);
  await page.getByTestId(ready).waitFor({ timeout: 20_000 });
  await page.mouse.move(0, 0);
  await waitForContent(page, `admin-${section}`);
}

/** Both screens in view and edit mode, for the eye. */
async function screenshots(page: Page, language: 'he' | 'en'): Promise<void> {
  const accessible = async (name: string) => expect(seriousViolations(await checkAccessibility(page, { name }))).toEqual([]);
  await open(page, 'branding', 'branding-view');
  await screenshotWhole(page, `admin-branding-view-${language}.png`);
  await accessible(`admin-branding-view-${language}`);
  await page.getByTestId('branding-edit').click();
  await page.getByTestId('branding-form').waitFor();
  await page.mouse.move(0, 0);
  await screenshotWhole(page, `admin-branding-edit-${language}.png`);
  await accessible(`admin-branding-edit-${language}`);
  await open(page, 'policies', 'policies-form');
  await screenshotWhole(page, `admin-policies-${language}.png`);
  await accessible(`admin-policies-${language}`);
}

describe('theme and branding, and policies, in Chromium', { timeout: 180_000 }, () => {
  it('previews a new primary colour at once, stores it only on Save Changes, and the app runs on it after a reload', async () => {
    const { page, problems } = await file.page();
    await open(page, 'branding', 'branding-view');
    expect(await appPrimary(page)).toBe('#1f3a5f');
    await page.getByTestId('branding-edit').click();

    // An invalid colour is refused at its field.
    await page.getByTestId('color-primary').fill('#12');
    await eventually(() => page.getByText('צבע ראשי לא תקין').count()).toBe(1);

    await page.getByTestId('color-primary').fill(NEW_PRIMARY);
    await eventually(() => page.getByText('צבע ראשי לא תקין').count()).toBe(0);
    // The preview follows before anything is stored; the app around it keeps the saved colour.
    await eventually(() => previewHeaderColor(page)).toBe('rgb(122, 31, 92)');
    expect(await appPrimary(page)).toBe('#1f3a5f');
    expect((await settingsOf(page)).overrides.ui).toBeUndefined();

    await page.getByTestId('branding-save').click();
    await page.getByTestId('branding-saved').waitFor();
    await page.getByTestId('branding-view').waitFor();
    const saved = await settingsOf(page);
    expect(saved.overrides.ui?.theme?.colors?.primary).toBe(NEW_PRIMARY);
    expect(saved.overrides.ui?.branding?.brandColors?.primary).toBe(NEW_PRIMARY);
    // The success message clears after 3 seconds (spec 3 §4).
    await eventually(() => page.getByTestId('branding-saved').count()).toBe(0);

    await page.reload();
    await page.getByTestId('branding-view').waitFor({ timeout: 20_000 });
    await eventually(() => appPrimary(page)).toBe(NEW_PRIMARY);
    expect(await page.getByTestId('brand-swatch-primary').getByTestId('brand-swatch-value').textContent()).toBe(NEW_PRIMARY);

    // Back to the office type's brand, so the other screens see the demo office as it was.
    expect((await callApiFromPage(page, 'PUT', '/api/admin/office', { overrides: {}, baseVersion: saved.version })).status).toBe(200);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws theme and branding and the policies in Hebrew, right to left', async () => {
    const { page, problems } = await file.page();
    await screenshots(page, 'he');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const minLength = page.locator('input[data-testid="policy-minLength"], [data-testid="policy-minLength"] input').first();
    expect(await minLength.getAttribute('aria-valuemin')).toBe('8');
    expect(await minLength.getAttribute('aria-valuemax')).toBe('128');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws them in English, left to right', async () => {
    const { page, problems } = await file.page();
    await page.goto(`${file.baseUrl}/admin/branding`);
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'en' })).status).toBe(200);
    await screenshots(page, 'en');
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.getByText('Office type default: 14').count()).toBe(1);
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'he' })).status).toBe(200);
    expect(problems).toEqual([]);
    await page.close();
  });
});
