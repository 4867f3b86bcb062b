import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifact } from './browser';
import { switchLanguage } from './language-switch';
import { signedInFile } from './signed-in-file';

// The insurance agency's agent, whose demo office holds five saved simulations of its clients (server/demo/seed-demo-simulations.ts).
const suite = signedInFile('pro@insurance.example.com', 'insurance');
const STEP = { timeout: 20_000 };

// Clicks an export button and answers the file the browser saved: its suggested name and where it is.
async function download(page: Page, format: 'pdf' | 'xlsx'): Promise<{ name: string; path: string }> {
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId(`simulation-export-${format}`).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

describe('simulation export (issue 26, decision 7)', () => {
  it('downloads a saved demo simulation as a PDF in Hebrew and as a spreadsheet in English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/simulations`);
    const history = await page.evaluate(() => fetch('/api/simulation/pension/all', { credentials: 'include' }).then((response) => response.json()));
    const saved = (history.data as { id: string; name: string; planType: string }[]).find((simulation) => simulation.planType === 'pension_fund')!;
    expect(saved.name).toMatch(/[\u0590-\u05ff]/);
    await page.goto(`${suite.baseUrl}/simulations/${saved.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), STEP).toBe(saved.name);

    // The PDF in Hebrew: its name, its results and its assumptions as a reader's software extracts them.
    const pdf = await download(page, 'pdf');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(readFileSync(pdf.path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', [pdf.path, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
    for (const words of [saved.name, 'קצבה חודשית', 'הנחות החישוב', 'הצבירה לאורך השנים']) expect(text).toContain(words);
    await page.screenshot({ path: artifact('simulation-export-he.png') });

    // The spreadsheet in English: its sheets, left to right, the figures numbers.
    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.getByTestId('simulation-export-xlsx').textContent(), STEP).toBe('Export spreadsheet');
    const sheet = await download(page, 'xlsx');
    expect(sheet.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(sheet.path);
    expect(workbook.worksheets.map((each) => each.name)).toEqual(['Summary', 'Years']);
    const [summary, years] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(summary.views[0]?.rightToLeft).toBe(false);
    const pension = (summary.getSheetValues().filter(Boolean) as unknown[][]).find((row) => row[1] === 'Monthly pension');
    expect(typeof pension?.[2]).toBe('number');
    expect((years.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Year', 'Age']);
    expect(typeof years.getRow(years.rowCount).getCell(5).value).toBe('number');
    await switchLanguage(page, 'עברית', 'rtl');
    await page.close();
    expect(problems).toEqual([]);
  }, 180_000);
});
