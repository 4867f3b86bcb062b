import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessibility, seriousViolations, waitForContent } from './a11y';
import { artifact } from './browser';
import { switchLanguage } from './language-switch';
import { signedInFile } from './signed-in-file';

const suite = signedInFile('admin@accounting.example.com', 'accounting');

interface Check {
  id: string;
  state: string;
}

// The status the server computes for the signed-in admin, read as the screen reads it.
const statusOf = (page: Page): Promise<{ problems: number; checks: Check[] }> => page.evaluate(async () => (await (await fetch('/api/compliance/status', { credentials: 'include' })).json()).data);

// Downloads a report from the reports tab and answers its name and first bytes.
async function downloadReport(page: Page, format: 'pdf' | 'xlsx'): Promise<{ name: string; head: string }> {
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId(`compliance-export-${format}`).click();
  const download = await downloading;
  const bytes = readFileSync((await download.path())!);
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

describe("an accounting office's compliance area in Chromium (issue 21)", () => {
  it('opens the status from the quick action, lists the compliance events, and downloads the report as PDF and spreadsheet, in Hebrew and English', { timeout: 240_000 }, async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/dashboard`);
    await page.getByTestId('quick-action-compliance-check').getByRole('link').click({ timeout: 30_000 });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/compliance');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('ציות');

    // Every check as the server found it, from the office's seeded data.
    await page.getByTestId('compliance-status').waitFor({ timeout: 60_000 });
    const status = await statusOf(page);
    expect(status.checks).toHaveLength(8);
    for (const check of status.checks) {
      await expect.poll(() => page.getByTestId(`compliance-check-${check.id}`).getAttribute('data-state'), { timeout: 15_000 }).toBe(check.state);
    }
    await page.getByTestId(status.problems === 0 ? 'compliance-all-good' : 'compliance-problems').waitFor({ timeout: 15_000 });
    // The office keeps no expiry date on its files: the check says so instead of inventing a result.
    expect(await page.getByTestId('compliance-check-document-expiry').getAttribute('data-state')).toBe('not-applicable');
    // Looked at and measured once the route's entrance (a fade) has finished; a whole-page screenshot resizes the
    // window, which draws the entrance again.
    await waitForContent(page, 'he-compliance-status');
    await page.screenshot({ path: artifact('compliance-status-he.png') });
    expect(seriousViolations(await checkAccessibility(page, { name: 'he-compliance-status' }))).toEqual([]);

    // Reports: both files, in Hebrew.
    await page.getByTestId('compliance-tab-reports').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compliance/reports');
    const pdf = await downloadReport(page, 'pdf');
    expect(pdf.name).toMatch(/^compliance-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.head).toBe('%PDF-');
    const sheet = await downloadReport(page, 'xlsx');
    expect(sheet.name).toMatch(/^compliance-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sheet.head.slice(0, 2)).toBe('PK');

    // Audits: the exports just made are among the compliance events.
    await page.getByTestId('compliance-tab-audits').click();
    await expect.poll(() => page.getByTestId('audit-log-table').textContent(), { timeout: 30_000 }).toContain('ייצוא דוח ציות');
    await waitForContent(page, 'he-compliance-audits');
    await page.screenshot({ path: artifact('compliance-audits-he.png') });

    // In English: the same area, both files again.
    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('Compliance');
    await expect.poll(() => page.getByTestId('audit-log-table').textContent(), { timeout: 30_000 }).toContain('Compliance report exported');
    await page.getByTestId('compliance-tab-reports').click();
    expect((await downloadReport(page, 'pdf')).head).toBe('%PDF-');
    expect((await downloadReport(page, 'xlsx')).head.slice(0, 2)).toBe('PK');
    await page.getByTestId('compliance-tab-status').click();
    await page.getByTestId('compliance-status').waitFor({ timeout: 60_000 });
    await waitForContent(page, 'en-compliance-status');
    await page.screenshot({ path: artifact('compliance-status-en.png') });
    expect(seriousViolations(await checkAccessibility(page, { name: 'en-compliance-status' }))).toEqual([]);
    await switchLanguage(page, 'עברית', 'rtl');
    await page.close();
    expect(problems).toEqual([]);
  });
});
