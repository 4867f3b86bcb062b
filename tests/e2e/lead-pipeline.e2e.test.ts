import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessibility, seriousViolations } from './a11y';
import { signedInFile } from './signed-in-file';
import { artifact } from './browser';
import { dragToColumnMiddle } from './board-drag';
import { switchLanguage } from './language-switch';

const STAGES = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost'];
const HEBREW_STAGES: Record<string, string> = { new: 'חדש', contacted: 'נוצר קשר', qualified: 'מתאים', proposal: 'הצעה', negotiation: 'משא ומתן', closed: 'נסגר', lost: 'אבד' };

const suite = signedInFile('admin@medical.example.com', 'medical', { viewport: { width: 1600, height: 900 } });

/** The stage a lead's card is shown in, by the column that holds it. */
function stageOf(page: Page, id: string): Promise<string | undefined> {
  return page.evaluate((id) => document.querySelector(`[data-testid="lead-pipeline"] [data-lead-id="${id}"]`)?.closest('section[data-testid^="lead-column-"]')?.getAttribute('data-testid')?.slice(12), id);
}

/** An API call from inside the page, as the web app makes it (the CSRF cookie echoed). */
function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(path, { method, headers: { 'content-type': 'application/json', 'x-xsrf-token': csrf }, body: body === undefined ? undefined : JSON.stringify(body) });
      return response.json();
    },
    { method, path, body },
  );
}

/** The first lead (by the pipeline's order) of the first stage before `lost` that has one. */
async function aLeadToMove(page: Page): Promise<{ id: string; name: string; from: string; to: string }> {
  for (const stage of STAGES.slice(0, -1)) {
    const answer = await callApi<{ data: { id: string; firstName: string; lastName: string }[] }>(page, 'GET', `/api/clients/client?kind=lead&leadStatus=${stage}&limit=1`);
    const lead = answer.data[0];
    if (lead) return { id: lead.id, name: `${lead.firstName} ${lead.lastName}`, from: stage, to: STAGES[STAGES.indexOf(stage) + 1]! };
  }
  throw new Error('The demo office has no lead to move');
}

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();

describe('the lead pipeline in Chromium', () => {
  it('shows the leads by stage, right to left in Hebrew, moves one to the next stage with the keyboard for good, and says so in Hebrew', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/leads?view=pipeline`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('לידים');
    await expect.poll(() => page.getByTestId('lead-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('radio', { name: 'צנרת' }).isChecked()).toBe(true);
    for (const stage of STAGES) expect(await page.getByTestId(`lead-column-${stage}`).getByRole('heading', { level: 2 }).textContent()).toBe(HEBREW_STAGES[stage]);
    // Each column's count is the API's total for its stage.
    const totals = await callApi<{ pagination: { total: number } }>(page, 'GET', '/api/clients/client?kind=lead&leadStatus=new&limit=1');
    expect(await page.getByTestId('lead-column-new').locator('.ant-tag').first().textContent()).toBe(String(totals.pagination.total));
    // Right to left: the first stage is the rightmost column.
    const newBox = (await page.getByTestId('lead-column-new').boundingBox())!;
    const contactedBox = (await page.getByTestId('lead-column-contacted').boundingBox())!;
    expect(newBox.x).toBeGreaterThan(contactedBox.x);
    await page.waitForTimeout(600);
    await page.screenshot({ path: artifact('lead-pipeline-he.png') });
    expect(seriousViolations(await checkAccessibility(page, { name: 'lead-pipeline-he' }))).toEqual([]);

    const lead = await aLeadToMove(page);
    const handle = page.locator(`[data-lead-id="${lead.id}"]`).getByTestId('lead-drag-handle');
    expect(await handle.getAttribute('aria-roledescription')).toBe('כרטיס נגרר');
    const instructions = await page.evaluate((id) => document.getElementById(id)?.textContent, (await handle.getAttribute('aria-describedby'))!);
    expect(instructions).toMatch(/^כדי להרים כרטיס, הקישו רווח/);
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    // Picked up, and not cut off at once by "over its own column".
    expect(await liveRegion(page)).toBe(`הכרטיס ${lead.name} הורם מהעמודה ${HEBREW_STAGES[lead.from]}.`);
    // The next stage is the column to the left in Hebrew.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => liveRegion(page)).toContain(`עמודה ${HEBREW_STAGES[lead.to]}`);
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page)).toBe(`הכרטיס ${lead.name} שוחרר בעמודה ${HEBREW_STAGES[lead.to]}.`);
    await expect.poll(() => stageOf(page, lead.id)).toBe(lead.to);
    await expect.poll(async () => (await callApi<{ data: { leadStatus: string } }>(page, 'GET', `/api/clients/client/${lead.id}`)).data.leadStatus).toBe(lead.to);

    await page.reload();
    await expect.poll(() => page.getByTestId('lead-card').count()).toBeGreaterThan(0);
    await expect.poll(() => stageOf(page, lead.id)).toBe(lead.to);
    const activities = await callApi<{ data: { type: string; metadata: Record<string, unknown> }[] }>(page, 'GET', `/api/clients/client/${lead.id}/activities`);
    expect(activities.data.some((entry) => entry.type === 'status_changed' && entry.metadata.to === lead.to)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('moves a lead with the mouse to the column under the pointer, in Hebrew and English, and puts it back with the reason when the server refuses', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/leads?view=pipeline`);
    await expect.poll(() => page.getByTestId('lead-column-qualified').getByTestId('lead-card').count()).toBeGreaterThan(0);
    // A long Qualified column beside shorter ones: a board that went by how much of the card overlaps each column
    // (rather than by the pointer) put a card aimed at its middle in the shorter neighbour.
    for (let index = 0; index < 14; index += 1) {
      const made = await callApi<{ success: boolean }>(page, 'POST', '/api/clients/client', { firstName: `Pointer${String.fromCharCode(65 + index)}`, lastName: 'Yarden', kind: 'lead', leadStatus: 'qualified', leadScore: 50 });
      expect(made.success).toBe(true);
    }
    await page.reload();
    await expect.poll(() => page.getByTestId('lead-column-qualified').getByTestId('lead-card').count()).toBe(20);
    const leadStage = async (id: string) => (await callApi<{ data: { leadStatus: string } }>(page, 'GET', `/api/clients/client/${id}`)).data.leadStatus;
    // The pointer is let go on the middle of the column, wherever on the card the handle sits.
    const drag = async (id: string, to: string) => {
      // Every column loaded first: a column still filling in would move the others under the pointer mid-drag.
      await expect.poll(() => page.getByTestId('lead-pipeline').locator('.ant-skeleton').count()).toBe(0);
      await dragToColumnMiddle(page, page.locator(`[data-lead-id="${id}"]`).getByTestId('lead-drag-handle'), page.getByTestId(`lead-column-${to}`));
    };
    const first = (await page.getByTestId('lead-column-qualified').getByTestId('lead-card').first().getAttribute('data-lead-id'))!;
    await drag(first, 'proposal');
    await expect.poll(() => stageOf(page, first)).toBe('proposal');
    await expect.poll(() => leadStage(first)).toBe('proposal');

    // The server says no: the card goes back and the reason shows.
    await page.route('**/api/clients/client/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'CONFLICT', message: 'הרשומה שונתה בינתיים', messages: { he: 'הרשומה שונתה בינתיים', en: 'The record changed meanwhile' } }) })
        : route.continue(),
    );
    await drag(first, 'negotiation');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'הרשומה שונתה בינתיים' }).count()).toBe(1);
    await expect.poll(() => stageOf(page, first)).toBe('proposal');
    await page.unroute('**/api/clients/client/*');
    // And back, to the right in Hebrew.
    await drag(first, 'qualified');
    await expect.poll(() => stageOf(page, first)).toBe('qualified');
    await expect.poll(() => leadStage(first)).toBe('qualified');

    // English, left to right: the second card of Contacted onto the middle of Qualified, then one back again.
    await switchLanguage(page, 'English', 'ltr');
    try {
      await expect.poll(() => page.getByTestId('lead-column-contacted').getByTestId('lead-card').count()).toBeGreaterThan(1);
      const second = (await page.getByTestId('lead-column-contacted').getByTestId('lead-card').nth(1).getAttribute('data-lead-id'))!;
      await drag(second, 'qualified');
      await expect.poll(() => stageOf(page, second)).toBe('qualified');
      await expect.poll(() => leadStage(second)).toBe('qualified');
      await drag(second, 'contacted');
      await expect.poll(() => stageOf(page, second)).toBe('contacted');
      await expect.poll(() => leadStage(second)).toBe('contacted');
    } finally {
      // The choice is the browser's, shared by the file's pages: the next test starts in Hebrew whatever happened here.
      await switchLanguage(page, 'עברית', 'rtl');
    }
    // The API's refusal is logged by the browser as a failed request; nothing else may be.
    expect(problems.filter((problem) => !problem.includes('409'))).toEqual([]);
    await page.close();
  });

  it('keeps the search and filters, shows more of a long column, switches views, and reads left to right in English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/leads`);
    await expect.poll(() => page.getByTestId('client-table').count()).toBe(1);
    for (let index = 0; index < 23; index += 1) {
      const made = await callApi<{ success: boolean }>(page, 'POST', '/api/clients/client', { firstName: `Pipeline${String.fromCharCode(65 + index)}`, lastName: 'Zebulun', kind: 'lead', leadStatus: 'new', leadScore: 30 + index * 3 });
      expect(made.success).toBe(true);
    }
    await page.getByLabel('חיפוש לפי שם, טלפון, דוא״ל או ת״ז').fill('Zebulun');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Zebulun');
    // The table shows the search's answer: the page has rendered the new address before the next change is made.
    await expect.poll(() => page.getByTestId('client-table').locator('tbody tr').filter({ hasNotText: 'Zebulun' }).count()).toBe(0);
    await page.getByTestId('lead-view').getByText('צנרת').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('pipeline');
    expect(new URL(page.url()).searchParams.get('search')).toBe('Zebulun');
    const column = page.getByTestId('lead-column-new');
    await expect.poll(() => column.getByTestId('lead-card').count()).toBe(20);
    expect(await column.locator('.ant-tag').first().textContent()).toBe('23');
    expect(await page.getByTestId('lead-column-contacted').getByTestId('lead-card').count()).toBe(0);
    await column.getByTestId('lead-column-more').click();
    await expect.poll(() => column.getByTestId('lead-card').count()).toBe(23);
    expect(await column.getByTestId('lead-column-more').count()).toBe(0);
    const names = await column.getByTestId('lead-card').locator('a').allTextContents();
    expect(new Set(names).size).toBe(23);

    await page.getByTestId('lead-view').getByText('רשימה').click();
    await expect.poll(() => page.getByTestId('client-table').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('view')).toBeNull();
    await page.getByTestId('lead-view').getByText('צנרת').click();
    await expect.poll(() => page.getByTestId('lead-card').count()).toBeGreaterThan(0);

    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Contacted' }).count()).toBe(1);
    await page.getByLabel('Search by name, phone, e-mail or ID number').fill('');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBeNull();
    await expect.poll(() => page.getByTestId('lead-column-contacted').getByTestId('lead-card').count()).toBeGreaterThan(0);
    const newBox = (await page.getByTestId('lead-column-new').boundingBox())!;
    const contactedBox = (await page.getByTestId('lead-column-contacted').boundingBox())!;
    expect(newBox.x).toBeLessThan(contactedBox.x);
    const handle = page.getByTestId('lead-column-contacted').getByTestId('lead-drag-handle').first();
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page)).toMatch(/^Picked up the card .+ from the column Contacted\.$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => liveRegion(page)).toMatch(/^Dragging was cancelled\. The card .+ went back to the column Contacted\.$/);
    await page.waitForTimeout(600);
    await page.screenshot({ path: artifact('lead-pipeline-en.png') });
    expect(problems).toEqual([]);
    await page.close();
  });
});
