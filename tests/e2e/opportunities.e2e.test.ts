import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInFile } from './signed-in-file';
import { artifact } from './browser';
import { dragToColumnMiddle } from './board-drag';
import { switchLanguage } from './language-switch';

const STAGES = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost'];

const suite = signedInFile('admin@insurance.example.com', 'insurance', { viewport: { width: 1600, height: 900 } });

/** The stage a card is shown in, by the column that holds it. */
function stageOf(page: Page, id: string): Promise<string | undefined> {
  return page.evaluate((id) => document.querySelector(`[data-deal-id="${id}"]`)?.closest('section[data-testid^="stage-"]')?.getAttribute('data-testid')?.slice(6), id);
}

describe('the pipeline board in Chromium', () => {
  it('shows every stage with its count and total, right to left in Hebrew, and moves a card with the keyboard for good', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/opportunities`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('הזדמנויות');
    await expect.poll(() => page.getByTestId('deal-card').count()).toBeGreaterThan(0);
    for (const stage of STAGES) expect(await page.getByTestId(`stage-${stage}`).getByTestId('stage-total').textContent()).toMatch(/סה״כ: .*₪/);
    // Right to left: the first stage is the rightmost column.
    const newBox = (await page.getByTestId('stage-new').boundingBox())!;
    const contactedBox = (await page.getByTestId('stage-contacted').boundingBox())!;
    expect(newBox.x).toBeGreaterThan(contactedBox.x);
    await page.screenshot({ path: artifact('opportunities-board-he.png') });

    const board = await page.evaluate(() => fetch('/api/opportunities/board').then((response) => response.json()));
    const from = (board.data.stages as { stage: string; items: { id: string; title: string }[] }[]).find((column) => column.stage !== 'lost' && column.items.length > 0)!;
    const to = STAGES[STAGES.indexOf(from.stage) + 1]!;
    const card = from.items[0]!;
    const handle = page.locator(`[data-deal-id="${card.id}"]`).getByTestId('deal-drag-handle');
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    // The next stage is the column to the left in Hebrew.
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(400);
    await page.keyboard.press('Space');
    await expect.poll(() => stageOf(page, card.id)).toBe(to);

    await page.reload();
    await expect.poll(() => page.getByTestId('deal-card').count()).toBeGreaterThan(0);
    await expect.poll(() => stageOf(page, card.id)).toBe(to);
    const saved = await page.evaluate((id) => fetch(`/api/opportunities/${id}`).then((response) => response.json()), card.id);
    expect(saved.data.stage).toBe(to);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('moves a card with the mouse to the stage under the pointer, both ways, in Hebrew and English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/opportunities`);
    await expect.poll(() => page.getByTestId('stage-proposal').getByTestId('deal-card').count()).toBeGreaterThan(0);
    const savedStage = async (id: string) => (await page.evaluate((id) => fetch(`/api/opportunities/${id}`).then((response) => response.json()), id)).data.stage as string;
    const drag = async (id: string, to: string) => {
      await dragToColumnMiddle(page, page.locator(`[data-deal-id="${id}"]`).getByTestId('deal-drag-handle'), page.getByTestId(`stage-${to}`));
      await expect.poll(() => stageOf(page, id)).toBe(to);
      await expect.poll(() => savedStage(id)).toBe(to);
    };
    const id = (await page.getByTestId('stage-proposal').getByTestId('deal-card').first().getAttribute('data-deal-id'))!;
    // Hebrew: to the left, then back to the right.
    await drag(id, 'negotiation');
    await drag(id, 'proposal');
    await switchLanguage(page, 'English', 'ltr');
    // English: to the right, then back to the left.
    await drag(id, 'negotiation');
    await drag(id, 'proposal');
    await switchLanguage(page, 'עברית', 'rtl');
    await page.reload();
    await expect.poll(() => page.getByTestId('deal-card').count()).toBeGreaterThan(0);
    await expect.poll(() => stageOf(page, id)).toBe('proposal');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('adds a deal through the form, which then shows on the board and on its own page, in English too', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/opportunities`);
    await expect.poll(() => page.getByTestId('deal-card').count()).toBeGreaterThan(0);
    const clients = await page.evaluate(() => fetch('/api/clients/client?limit=1').then((response) => response.json()));
    const client = clients.data[0] as { firstName: string; lastName: string };
    await page.getByRole('link', { name: 'עסקה חדשה' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/opportunities/new');
    await page.getByLabel('נושא העסקה').fill('ביטוח דירה חדש');
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect.poll(() => page.getByText('שדה חובה').count()).toBeGreaterThan(0);
    const select = page.getByTestId('deal-form').locator('#clientId');
    await select.focus();
    await page.keyboard.type(client.firstName);
    await expect.poll(() => page.locator('.ant-select-item-option', { hasText: `${client.firstName} ${client.lastName}` }).count()).toBeGreaterThan(0);
    await page.locator('.ant-select-item-option', { hasText: `${client.firstName} ${client.lastName}` }).first().click();
    await page.getByLabel('שווי (₪)').fill('12500.50');
    await page.screenshot({ path: artifact('opportunity-form-he.png'), fullPage: true });
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/opportunities');
    const added = page.getByTestId('stage-new').getByTestId('deal-card').filter({ hasText: 'ביטוח דירה חדש' });
    await expect.poll(() => added.count()).toBe(1);
    expect(await added.textContent()).toContain('12,501');

    await added.getByRole('link', { name: 'ביטוח דירה חדש' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('ביטוח דירה חדש');
    await expect.poll(() => page.getByTestId('deal-details').textContent()).toContain(`${client.firstName} ${client.lastName}`);
    // The page's fade-in, then the toast, settle before the picture.
    await page.waitForTimeout(600);
    await page.screenshot({ path: artifact('opportunity-detail-he.png') });

    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await expect.poll(() => page.getByRole('link', { name: 'Back to the board' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to the board' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Opportunities');
    await expect.poll(() => page.getByTestId('deal-card').count()).toBeGreaterThan(0);
    const newBox = (await page.getByTestId('stage-new').boundingBox())!;
    const contactedBox = (await page.getByTestId('stage-contacted').boundingBox())!;
    expect(newBox.x).toBeLessThan(contactedBox.x);
    await page.screenshot({ path: artifact('opportunities-board-en.png') });
    expect(problems).toEqual([]);
    await page.close();
  });
});
