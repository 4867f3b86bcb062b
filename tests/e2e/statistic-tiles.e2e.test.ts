import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifact } from './browser';
import { signedInFile } from './signed-in-file';
import { switchLanguage } from './language-switch';

const suite = signedInFile('admin@insurance.example.com', 'insurance');
const WIDTHS = [1280, 1440, 1920, 390];

/** What does not fit: tiles hidden below the card's edge, and in each statistic tile a value over two lines, a clipped trend chip, content wider than its tile, a label without its full text. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    // Tiles that wrap to another row grow the card: none is left below its edge, to be found only by scrolling.
    ...[...document.querySelectorAll<HTMLElement>('[data-widget-type="statistics"] .dashboard-widget-body')]
      .filter((body) => body.scrollHeight > body.clientHeight + 1)
      .map(() => 'the statistics card hides tiles below its edge'),
    ...[...document.querySelectorAll<HTMLElement>('[data-testid^="statistic-"]')]
      .filter((tile) => tile.tagName === 'LI')
      .flatMap((tile) => {
        const problems: string[] = [];
        const name = tile.dataset.testid;
        const box = tile.getBoundingClientRect();
        const value = tile.querySelector<HTMLElement>('[data-testid="statistic-value"]');
        // Boxes of one line share their top (a value of mixed directions has several boxes on one line).
        if (value && new Set([...value.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) problems.push(`${name}: the value breaks over lines`);
        if (value && value.getBoundingClientRect().height > 40) problems.push(`${name}: the value is taller than a line`);
        for (const part of tile.querySelectorAll<HTMLElement>('[data-testid="trend-chip"], [data-testid="statistic-value"]')) {
          const rect = part.getBoundingClientRect();
          if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) problems.push(`${name}: ${part.dataset.testid} sticks out of the tile`);
        }
        for (const element of [tile, ...tile.querySelectorAll<HTMLElement>('*')]) {
          if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'hidden' && !element.matches('[data-testid="statistic-label"]')) problems.push(`${name}: ${element.tagName} clips its content`);
        }
        const label = tile.querySelector<HTMLElement>('[data-testid="statistic-label"]');
        if (!label || label.title !== label.textContent || !label.textContent) problems.push(`${name}: the label's full text is not on hover`);
        return problems;
      }),
  ]);
}

describe('statistic tiles in Chromium', () => {
  it('fit their values, trends and labels at 1280, 1440 and 1920 and on a phone, in Hebrew and English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/dashboard`);
    await expect.poll(() => page.locator('[data-testid="statistic-value"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    for (const [language, month] of [['he', 'החודש'], ['en', 'This month']] as const) {
      if (language === 'en') await switchLanguage(page, 'English', 'ltr');
      await page.getByTestId('statistics-widget').getByText(month, { exact: true }).click();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // Below 768 px the dashboard is one column, drawn anew: measure once the layout for this width is there.
        await expect.poll(() => page.getByTestId('dashboard-single-column').count(), { timeout: 15_000 }).toBe(width < 768 ? 1 : 0);
        await expect.poll(() => page.locator('[data-testid="statistic-value"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
        await expect.poll(() => misfits(page), { timeout: 15_000 }).toEqual([]);
        await page.locator('[data-widget-type="statistics"]').screenshot({ path: artifact(`statistic-tiles-${language}-${width}.png`) });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await switchLanguage(page, 'עברית', 'rtl');
    expect(problems).toEqual([]);
    await page.close();
  });
});
