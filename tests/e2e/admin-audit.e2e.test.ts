import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForContent } from './a11y';
import { screenshotWhole } from './browser';
import { callApiFromPage } from './page-api';
import { signedInFile } from './signed-in-file';

const file = signedInFile('admin@legal.example.com', 'legal');
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const EVENT = 'audit.configuration.update';

async function openAudit(page: Page): Promise<void> {
  await page.goto(`${file.baseUrl}/admin/audit`);
  await page.getByTestId('audit-section').waitFor({ timeout: 20_000 });
  await page.mouse.move(0, 0);
  await waitForContent(page, 'admin-audit');
  await page.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 15_000 });
}

/** Filters the log by the configuration change's event type and opens its newest entry. */
async function filterAndExpand(page: Page): Promise<void> {
  await page.getByTestId('audit-filter-eventType').fill(EVENT);
  await page.getByTestId('audit-search').click();
  await eventually(() => new URL(page.url()).searchParams.get('eventType')).toBe(EVENT);
  await eventually(async () => {
    const events = await page.locator('tbody tr.ant-table-row td:nth-child(4)').allTextContents();
    return events.length > 0 && events.every((text) => text.trim() === EVENT);
  }).toBe(true);
  await page.locator('tbody tr.ant-table-row').first().locator('.ant-table-row-expand-icon').click();
  await page.getByTestId('audit-before').first().waitFor();
}

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

    await openAudit(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(Number((await page.getByTestId('audit-total-entries').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(1);
    expect(await page.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(1);

    await filterAndExpand(page);
    const beforeJson = JSON.parse((await page.getByTestId('audit-before').first().textContent()) ?? 'null') as { retentionDays?: number };
    const afterJson = JSON.parse((await page.getByTestId('audit-after').first().textContent()) ?? 'null') as { retentionDays?: number };
    expect(beforeJson.retentionDays).toBe(retention + 1);
    expect(afterJson.retentionDays).toBe(retention);
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
    await openAudit(page);
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await filterAndExpand(page);
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
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'he' })).status).toBe(200);
    expect(problems).toEqual([]);
    await page.close();
  });
});
