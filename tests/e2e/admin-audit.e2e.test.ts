import { describe, expect, it } from 'vitest';
import { newestEntryOnScreen, openAuditLog } from './audit-screen';
import { screenshotWhole } from './browser';
import { callApiFromPage } from './page-api';
import { signedInFile } from './signed-in-file';

const file = signedInFile('admin@legal.example.com', 'legal');
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const EVENT = 'audit.configuration.update';

describe('the audit log screen', { timeout: 180_000 }, () => {
  it('lists entries, filters by event type, shows before and after, and verifies the chain, in Hebrew', async () => {
    const { page, problems } = await file.page();
    await page.goto(`${file.baseUrl}/admin`);
    // A change through the API first, so that the log holds an entry with a before and an after.
    const before = await callApiFromPage<{ data: { retentionDays: number } }>(page, 'GET', '/api/audit/configuration');
    expect(before.status).toBe(200);
    const retention = before.body.data.retentionDays;
    expect((await callApiFromPage(page, 'PUT', '/api/audit/configuration', { retentionDays: retention + 1 })).status).toBe(200);
    expect((await callApiFromPage(page, 'PUT', '/api/audit/configuration', { retentionDays: retention })).status).toBe(200);

    await openAuditLog(page, file.baseUrl);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(Number((await page.getByTestId('audit-total-entries').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(1);
    expect(await page.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(1);

    const shown = await newestEntryOnScreen<{ retentionDays?: number }>(page, EVENT);
    expect(shown.before.retentionDays).toBe(retention + 1);
    expect(shown.after.retentionDays).toBe(retention);
    expect(await page.getByTestId('audit-before').first().evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

    await page.getByTestId('audit-verify').click();
    await eventually(async () => (await page.getByTestId('chain-intact').textContent()) ?? '').toMatch(/השרשרת שלמה: נבדקו [\d,]+ רשומות/);
    await screenshotWhole(page, 'admin-audit-he.png');

    // Reset: the default search again, the filter gone from the address and the field.
    await page.getByTestId('audit-reset').click();
    await eventually(() => new URL(page.url()).search).toBe('');
    await eventually(() => page.getByTestId('audit-filter-eventType').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws the log in English, left to right', async () => {
    const { page, problems } = await file.page();
    await page.goto(`${file.baseUrl}/admin`);
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'en' })).status).toBe(200);
    await openAuditLog(page, file.baseUrl);
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await newestEntryOnScreen(page, EVENT);
    await page.getByTestId('audit-verify').click();
    await eventually(async () => (await page.getByTestId('chain-intact').textContent()) ?? '').toMatch(/Chain intact: [\d,]+ entries checked/);
    await screenshotWhole(page, 'admin-audit-en.png');
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await page.getByTestId('audit-statistics-total').waitFor();
    await page.getByTestId('audit-day-columns').waitFor();
    await screenshotWhole(page, 'admin-audit-statistics-en.png');
    await page.getByRole('tab', { name: 'Configuration' }).click();
    await page.getByTestId('audit-configuration').waitFor();
    await screenshotWhole(page, 'admin-audit-configuration-en.png');

    // Dark: the chain's alert and the success tags keep a tint of their colour, not antd's grey.
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { themeMode: 'dark' })).status).toBe(200);
    await openAuditLog(page, file.baseUrl);
    await page.getByTestId('audit-verify').click();
    const alert = page.getByTestId('chain-intact');
    await alert.waitFor();
    const [red, green, blue] = (await alert.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/\d+/g)!.map(Number);
    expect(red! + green! + blue!).toBeLessThan(200);
    expect(green).toBeGreaterThan(Math.max(red!, blue!));
    await screenshotWhole(page, 'admin-audit-dark-en.png');
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'he', themeMode: 'light' })).status).toBe(200);
    expect(problems).toEqual([]);
    await page.close();
  });
});
