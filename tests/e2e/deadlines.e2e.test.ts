import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessibility, seriousViolations } from './a11y';
import { artifact } from './browser';
import { switchLanguage } from './language-switch';
import { signedInFile } from './signed-in-file';

const suite = signedInFile('admin@legal.example.com', 'legal');

interface Counts {
  today: number;
  week: number;
  overdue: number;
}

// The deadlines the server counts for the signed-in admin, read as the screen reads them.
const countsOf = (page: Page): Promise<Counts> => page.evaluate(async () => (await (await fetch('/api/deadlines/counts', { credentials: 'include' })).json()).data);

// The rows the screen shows, or its empty state: whichever comes, once the list has loaded.
async function rowsShown(page: Page): Promise<number> {
  await expect.poll(async () => (await page.getByTestId('deadline-row').count()) + (await page.getByTestId('deadlines-empty').count()), { timeout: 30_000 }).toBeGreaterThan(0);
  return page.getByTestId('deadline-row').count();
}

describe("a legal office's deadlines in Chromium (issue 21)", () => {
  it('opens today’s deadlines from the quick action, shows today’s and the overdue ones from the seeded data, and a row opens its record, in Hebrew and English', { timeout: 180_000 }, async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/dashboard`);
    await page.getByTestId('quick-action-todays-deadlines').getByRole('link').click({ timeout: 30_000 });
    await expect.poll(() => { const url = new URL(page.url()); return `${url.pathname}${url.search}`; }, { timeout: 30_000 }).toBe('/deadlines?due=today');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('מועדים');

    // Today: what the server counts for today, from the seeded matters, tasks and follow-ups (all of them, up to a page).
    const counts = await countsOf(page);
    expect(counts.week).toBeGreaterThan(0);
    expect(counts.overdue).toBeGreaterThan(0);
    expect(await rowsShown(page)).toBe(Math.min(counts.today, 50));
    await expect.poll(() => page.getByTestId('deadline-range-today').textContent(), { timeout: 15_000 }).toContain(String(counts.today));
    await page.screenshot({ path: artifact('deadlines-today-he.png'), fullPage: true });

    // Overdue: every row in red, saying how late.
    await page.getByTestId('deadline-range-overdue').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('due'), { timeout: 15_000 }).toBe('overdue');
    await expect.poll(() => page.locator('[data-testid="deadline-row"][data-overdue="true"]').count(), { timeout: 30_000 }).toBe(Math.min(counts.overdue, 50));
    await expect.poll(() => page.getByTestId('deadline-late').first().textContent(), { timeout: 15_000 }).toMatch(/באיחור של/);
    await page.screenshot({ path: artifact('deadlines-overdue-he.png'), fullPage: true });
    expect(seriousViolations(await checkAccessibility(page, { name: 'he-deadlines-overdue' }))).toEqual([]);

    // In English, grouped by module: the matters' stages open their matter.
    await switchLanguage(page, 'English', 'ltr');
    await page.getByTestId('deadline-range-all').click();
    await page.getByText('By module').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('Deadlines');
    const stage = page.locator('[data-testid="deadline-row"][data-kind="stage"]').filter({ has: page.locator('a[href^="/matters/"]') }).first();
    // The first page may hold only the clients' stages and follow-ups: more pages, until a matter's comes.
    await expect.poll(async () => {
      if (await stage.isVisible()) return true;
      const more = page.getByTestId('deadlines-show-more');
      if ((await more.isVisible()) && (await more.isEnabled())) await more.click();
      return false;
    }, { timeout: 60_000, interval: 1_000 }).toBe(true);
    // The list may draw again meanwhile (a page more arriving, the counts refreshed): the row's link is found by its
    // address for each step, never held as an element that may have left the page.
    const href = await stage.getByTestId('deadline-link').getAttribute('href');
    expect(href).toMatch(/^\/matters\/[0-9a-f-]{36}$/);
    await page.screenshot({ path: artifact('deadlines-all-by-module-en.png'), fullPage: true });
    await page.locator(`[data-testid="deadline-link"][href="${href}"]`).first().click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe(href);
    await page.getByTestId('stage-bar').waitFor({ timeout: 30_000 });

    // Back to the screen from the menu, its badge counting today's.
    await page.goto(`${suite.baseUrl}/deadlines?due=overdue`);
    await expect.poll(() => page.getByTestId('deadline-late').first().textContent(), { timeout: 30_000 }).toMatch(/late/);
    expect(seriousViolations(await checkAccessibility(page, { name: 'en-deadlines-overdue' }))).toEqual([]);
    await switchLanguage(page, 'עברית', 'rtl');
    await page.close();
    expect(problems).toEqual([]);
  });
});
