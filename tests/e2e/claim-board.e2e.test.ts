import { describe, expect, it } from 'vitest';
import { artifact } from './browser';
import { dragToColumnMiddle } from './board-drag';
import { switchLanguage } from './language-switch';
import { signedInFile } from './signed-in-file';

// The insurance agency's agent: may move a reported claim on, but only a claims handler, a senior agent or the
// admin may move it out of collecting documents (the claim-handling workflow's leave rules).
const suite = signedInFile('pro@insurance.example.com', 'insurance', { viewport: { width: 1600, height: 900 } });

// A refused move answers 403 or 409, which the browser logs as a failed load: that is the screen's case, not a problem.
const isRefusedLoad = (problem: string) => /status of (403|409)/.test(problem) && problem.includes('/transition');

describe('an insurance claim on the board (issue 20)', () => {
  it('moves a claim its role may move, and snaps back one it may not, saying why, in Hebrew and English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/claims?view=board`);
    const reported = page.getByTestId('stage-reported');
    const collected = page.getByTestId('stage-documents-collected');
    await expect.poll(() => reported.getByTestId('record-card').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const card = reported.getByTestId('record-card').first();
    const id = (await card.getAttribute('data-record-id'))!;
    const saved = async () => (await page.evaluate((id) => fetch(`/api/records/claims/${id}`).then((response) => response.json()), id)).data.stage as string;

    // Reported → documents collected: an agent may.
    await dragToColumnMiddle(page, page.locator(`[data-record-id="${id}"]`).getByTestId('record-drag-handle'), collected);
    await expect.poll(saved, { timeout: 15_000 }).toBe('documents-collected');
    await expect.poll(() => collected.locator(`[data-record-id="${id}"]`).count(), { timeout: 15_000 }).toBe(1);
    await page.screenshot({ path: artifact('claims-board-moved-he.png') });

    // Documents collected → submitted: not an agent's move; the card goes back with the server's reason.
    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => collected.locator(`[data-record-id="${id}"]`).count(), { timeout: 15_000 }).toBe(1);
    const handle = collected.locator(`[data-record-id="${id}"]`).getByTestId('record-drag-handle');
    await dragToColumnMiddle(page, handle, page.getByTestId('stage-submitted'));
    await expect.poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 }).toMatch(/Documents collected|role|may/i);
    await expect.poll(() => collected.locator(`[data-record-id="${id}"]`).count(), { timeout: 15_000 }).toBe(1);
    expect(await saved()).toBe('documents-collected');
    await page.screenshot({ path: artifact('claims-board-refused-en.png') });
    await switchLanguage(page, 'עברית', 'rtl');
    await page.close();
    expect(problems.filter((problem) => !isRefusedLoad(problem))).toEqual([]);
  });
});
