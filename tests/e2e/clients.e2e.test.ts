import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInFile } from './signed-in-file';
import { artifact } from './browser';
import { switchLanguage } from './language-switch';

const suite = signedInFile('admin@legal.example.com', 'legal');

/** Picks the first real option of an antd select found by its label, with the keyboard (no waiting on its animation). */
async function choose(page: Page, label: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

describe('the clients of an office in Chromium', () => {
  it("lists the legal office's demo clients in Hebrew, searches, filters, and opens one", async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/clients`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('לקוחות');
    await expect.poll(() => page.getByTestId('client-table').locator('tbody tr.ant-table-row').count()).toBe(20);
    await expect.poll(() => page.getByText('140 רשומות').count()).toBe(1);
    await page.screenshot({ path: artifact('clients-list-he.png') });

    const firstName = (await page.getByTestId('client-table').locator('tbody tr.ant-table-row a').first().textContent())!.trim();
    const lastName = firstName.split(' ').at(-1)!;
    await page.getByRole('searchbox').fill(lastName);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(lastName);
    await expect.poll(() => page.getByTestId('client-table').locator('tbody tr.ant-table-row', { hasText: lastName }).count()).toBeGreaterThan(0);

    await page.goto(`${suite.baseUrl}/clients?followUp=overdue`);
    await expect.poll(() => page.getByTestId('client-table').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await page.getByTestId('client-table').locator('tbody tr.ant-table-row a').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/clients\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'מעקב' }).click();
    await expect.poll(() => page.getByText('באיחור').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'פעילות' }).click();
    await expect.poll(() => page.getByText('הכרטיס נפתח', { exact: true }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('client-detail-he.png') });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('adds a client through the office intake form: the ID number is checked before sending, then it is saved with its intake data, heads the list, and gets a note and a follow-up', async () => {
    const { page, problems } = await suite.page();
    // (Alt+L opens a new lead: tests/e2e/office-paths.e2e.test.ts.)
    await page.goto(`${suite.baseUrl}/clients/new`);
    await expect.poll(() => page.getByTestId('intake-form').count()).toBe(1);
    await page.getByLabel('שם פרטי').fill('רונית');
    await page.getByLabel('שם משפחה').fill('אזולאי');
    await page.getByLabel('תעודת זהות').fill('123456789');
    await page.getByLabel('דוא״ל', { exact: true }).fill('ronit.azulay@example.co.il');
    await page.getByLabel('טלפון', { exact: true }).fill('0523456789');
    await page.getByLabel('רחוב').fill('הרצל 12');
    await choose(page, 'סוג לקוח');
    await choose(page, 'תחום התיק');
    await page.getByLabel('תיאור העניין').fill('סכסוך שכירות עם בעל הדירה');
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect.poll(() => page.getByText('מספר תעודת זהות לא תקין').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/clients/new');
    await page.waitForTimeout(500);
    await page.screenshot({ path: artifact('client-form-invalid-he.png') });

    await page.getByLabel('תעודת זהות').fill('123456782');
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/clients\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('רונית אזולאי');
    await expect.poll(() => page.getByText('סכסוך שכירות עם בעל הדירה').count()).toBe(1);

    await page.getByRole('tab', { name: /הערות/ }).click();
    await page.getByLabel('תוכן').fill('פגישת היכרות נקבעה');
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect.poll(() => page.getByText('פגישת היכרות נקבעה', { exact: true }).count()).toBe(1);

    // A follow-up in three days, with what it is about.
    await page.getByRole('tab', { name: 'מעקב' }).click();
    const followUp = page.getByTestId('follow-up-form');
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await followUp.getByLabel('הערות').fill('לשלוח טיוטת חוזה');
    // Enter confirms the typed date (the picker's OK); the button sends the form.
    await followUp.getByLabel('תאריך').fill(`${due} 10:00`);
    await page.keyboard.press('Enter');
    await followUp.getByRole('button', { name: 'קביעת מעקב' }).click();
    await expect.poll(() => page.getByText('לשלוח טיוטת חוזה', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'סימון כבוצע' }).count()).toBe(1);
    await page.screenshot({ path: artifact('client-follow-up-he.png') });

    // The newest record heads the list.
    await page.goto(`${suite.baseUrl}/clients`);
    await expect.poll(() => page.getByTestId('client-table').locator('tbody tr.ant-table-row a').first().textContent()).toBe('רונית אזולאי');

    const status = await page.evaluate(() => fetch('/api/clients/client?search=%D7%90%D7%96%D7%95%D7%9C%D7%90%D7%99').then((response) => response.json()));
    expect(status.data.map((row: { email: string }) => row.email)).toContain('ronit.azulay@example.co.il');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('exports the filtered list to a CSV with Hebrew headers, and imports a file through the wizard: checked first, the invalid ID number refused', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/clients?status=active`);
    await expect.poll(() => page.getByTestId('client-table').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'ייצוא' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'קובץ CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(exported.split(/\r?\n/)[0]).toContain('שם פרטי');

    const stamp = Date.now();
    const file = join(tmpdir(), `clients-import-${stamp}.csv`);
    writeFileSync(
      file,
      ['שם פרטי,שם משפחה,תעודת זהות,אימייל,עיר', `נועה,ברק,,noa.barak.${stamp}@example.co.il,חיפה`, `איתי,שגיא,,itai.sagi.${stamp}@example.co.il,אילת`, `רונית,אלון,,ronit.alon.${stamp}@example.co.il,נתניה`, `מיכל,גולן,123456789,michal.golan.${stamp}@example.co.il,עכו`].join('\n'),
    );
    await page.getByRole('button', { name: 'ייבוא' }).click();
    await page.locator('.ant-modal input[type=file]').setInputFiles(file);
    await expect.poll(() => page.getByText('4 שורות בקובץ').count()).toBe(1);
    await expect.poll(() => page.locator('.ant-modal').getByText('חיפה').count()).toBe(1);
    await page.waitForTimeout(500);
    await page.screenshot({ path: artifact('clients-import-mapping-he.png') });
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'בדיקה' }).click();
    await expect.poll(() => page.getByText('3 שורות ייובאו').count()).toBe(1);
    await expect.poll(() => page.getByText('שורה 5', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(/מספר תעודת זהות לא תקין/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('clients-import-check-he.png') });
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'ייבוא' }).click();
    await expect.poll(() => page.getByText('יובאו 3 רשומות').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'הורדת השורות לתיקון' }).count()).toBe(1);
    await page.screenshot({ path: artifact('clients-import-done-he.png') });

    const imported = await page.evaluate((email) => fetch(`/api/clients/client?search=${encodeURIComponent(email)}`).then((response) => response.json()), `noa.barak.${stamp}@example.co.il`);
    expect(imported.data).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the leads with their stage and temperature, and in English left to right', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/leads`);
    await expect.poll(() => page.getByTestId('client-table').locator('tbody tr.ant-table-row').count()).toBe(20);
    await expect.poll(() => page.getByText('60 רשומות').count()).toBe(1);
    await expect.poll(() => page.getByText(/· (חם|פושר|קר)/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('leads-list-he.png') });
    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Leads');
    await expect.poll(() => page.getByText(/· (Hot|Warm|Cold)/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('leads-list-en.png') });
    await page.goto(`${suite.baseUrl}/clients`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Clients');
    await page.screenshot({ path: artifact('clients-list-en.png') });
    expect(problems).toEqual([]);
    await page.close();
  });
});
