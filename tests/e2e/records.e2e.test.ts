import { describe, expect, it } from 'vitest';
import { artifact } from './browser';
import { dragToColumnMiddle } from './board-drag';
import { switchLanguage } from './language-switch';
import { signedInFile } from './signed-in-file';

const suite = signedInFile('admin@legal.example.com', 'legal');

// A refused move answers 403 or 409, which the browser logs as a failed load: that is the screen's case, not a problem.
const isRefusedLoad = (problem: string) => /status of (403|409)/.test(problem) && problem.includes('/transition');

describe("a legal office's matters in Chromium (issue 20, the records screens)", () => {
  it('opens a matter through the module’s form, shows it on its page and in the list, in Hebrew and in English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/matters/new`);
    await page.getByTestId('record-form').waitFor({ timeout: 15_000 });
    await page.getByTestId('client-select').click();
    await page.keyboard.type('a');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.locator('#root_title').fill('לוי נ׳ כהן — בדיקה');
    for (const [field, option] of [['#root_practiceArea', 'ליטיגציה'], ['#root_feeArrangement', 'לפי שעות']] as const) {
      await expect.poll(async () => {
        await page.locator(field).click({ force: true });
        const choice = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
        if (await choice.isVisible()) await choice.click();
        return page.locator(field).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').textContent();
      }, { timeout: 15_000 }).toContain(option);
    }
    await page.getByTestId('record-save').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/matters\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('לוי נ׳ כהן — בדיקה');
    await expect.poll(() => page.getByTestId('stage-bar').textContent(), { timeout: 15_000 }).toContain('קליטה');
    await expect.poll(() => page.getByTestId('record-history').textContent(), { timeout: 15_000 }).toContain('נפתח בשלב קליטה');
    await expect.poll(() => page.getByTestId('record-details').textContent(), { timeout: 15_000 }).toContain('ליטיגציה');
    await page.screenshot({ path: artifact('records-matter-he.png'), fullPage: true });

    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.getByTestId('record-details').textContent(), { timeout: 15_000 }).toContain('Litigation');
    await page.goto(`${suite.baseUrl}/matters?search=${encodeURIComponent('בדיקה')}`);
    await expect.poll(() => page.getByTestId('record-table').textContent(), { timeout: 15_000 }).toContain('Intake');
    await page.screenshot({ path: artifact('records-list-en.png'), fullPage: true });
    await switchLanguage(page, 'עברית', 'rtl');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('puts a card the graph does not let move back in its stage, with the server’s reason', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/matters?view=board`);
    const intake = page.getByTestId('stage-intake');
    await expect.poll(() => intake.getByTestId('record-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await intake.getByTestId('record-card').count();
    await dragToColumnMiddle(page, intake.getByTestId('record-drag-handle').first(), page.getByTestId('stage-closed'));
    await expect.poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 }).toMatch(/קליטה/);
    await expect.poll(() => intake.getByTestId('record-card').count(), { timeout: 15_000 }).toBe(before);
    await page.screenshot({ path: artifact('records-board-refused-he.png') });
    await page.close();
    expect(problems.filter((problem) => !isRefusedLoad(problem))).toEqual([]);
  });
});
