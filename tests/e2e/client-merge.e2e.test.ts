import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessibility, seriousViolations, waitForContent } from './a11y';
import { signedInFile } from './signed-in-file';
import { artifact } from './browser';
import { callApiFromPage } from './page-api';
import { switchLanguage } from './language-switch';

const suite = signedInFile('admin@vet.example.com', 'vet');

/** A client created through the API, as the page's session. */
async function createClient(page: Page, body: Record<string, unknown>): Promise<string> {
  const answer = await callApiFromPage<{ data: { id: string } }>(page, 'POST', '/api/clients/client', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id;
}

describe('merging clients in Chromium', () => {
  it('two clients are merged: chosen in the list, previewed, merged into the chosen one, the note moved and the other gone', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/clients`);
    await expect.poll(() => page.getByTestId('client-table').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);

    const stamp = Date.now();
    const survivorId = await createClient(page, { firstName: 'מרים', lastName: 'זלצמן', phone: '0541234567', address: { city: 'חיפה' }, management: { tags: ['כלב'] } });
    const mergedId = await createClient(page, {
      firstName: 'מרים',
      lastName: 'זלצמן',
      email: `miriam.zaltsman.${stamp}@example.co.il`,
      phone: '0547654321',
      address: { city: 'עכו', street: 'הנמל 4' },
      management: { tags: ['חתול'] },
    });
    const note = await callApiFromPage(page, 'POST', `/api/clients/client/${mergedId}/notes`, { content: 'החיסון השנתי נקבע לחודש הבא', type: 'general', important: false });
    expect(note.status, JSON.stringify(note.body)).toBe(201);

    await page.goto(`${suite.baseUrl}/clients?search=${encodeURIComponent('זלצמן')}`);
    const rows = page.getByTestId('client-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    for (const id of [mergedId, survivorId]) await page.locator(`tr[data-row-key="${id}"] .ant-checkbox-input`).check();
    await expect.poll(() => page.getByTestId('bulk-actions').getByText('2 נבחרו').count()).toBe(1);
    await page.screenshot({ path: artifact('client-merge-selected-he.png') });
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'איחוד' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/clients/merge');
    expect(new URL(page.url()).searchParams.get('ids')?.split(',').sort()).toEqual([mergedId, survivorId].sort());

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('איחוד בעלי חיות מחמד');
    await page.getByTestId(`survivor-${survivorId}`).click();
    await expect.poll(() => page.getByTestId(`survivor-${survivorId}`).isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('merge-moves-notes').locator('.ant-statistic-content').textContent()).toBe('1');
    // The phone and the city differ: the chosen record's values are kept, the other's are shown as dropped.
    const conflicts = page.getByTestId('merge-conflicts');
    await expect.poll(() => conflicts.locator('tbody tr', { hasText: 'טלפון' }).textContent()).toContain('0547654321');
    await expect.poll(() => conflicts.locator('tbody tr', { hasText: 'עיר' }).textContent()).toBe('עירחיפהעכו');
    await expect.poll(() => page.getByTestId('merge-preview').getByText(`miriam.zaltsman.${stamp}@example.co.il`).count()).toBe(1);
    await expect.poll(() => page.getByText(/אפשר לשחזר אותן מיומן הביקורת/).count()).toBe(1);
    // Tall enough for the whole page, so the screenshot shows it as a user scrolling would.
    await page.setViewportSize({ width: 1440, height: 1300 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: artifact('client-merge-he.png') });
    await waitForContent(page, 'client-merge-he');
    expect(seriousViolations(await checkAccessibility(page, { name: 'client-merge-he' }))).toEqual([]);

    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Merge Pet owners');
    await page.waitForTimeout(500);
    await page.screenshot({ path: artifact('client-merge-en.png') });

    await page.getByRole('button', { name: 'Merge records' }).click();
    await expect.poll(() => page.getByText('Merge the selected records into \u2068מרים זלצמן\u2069?').count()).toBe(1);
    await page.waitForTimeout(500);
    await page.screenshot({ path: artifact('client-merge-confirm-en.png') });
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Merge records' }).click();

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/clients/${survivorId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('מרים זלצמן');
    await page.getByRole('tab', { name: /Notes/ }).click();
    await expect.poll(() => page.getByText('החיסון השנתי נקבע לחודש הבא', { exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);

    // The merged client is gone (the page's console notes the 404 this call gets, so the check of problems comes first).
    expect((await callApiFromPage(page, 'GET', `/api/clients/client/${mergedId}`)).status).toBe(404);
    const survivor = await callApiFromPage<{ data: { email: string; phone: string; management: { tags: string[] }; notesCount: number } }>(page, 'GET', `/api/clients/client/${survivorId}`);
    expect(survivor.body.data).toMatchObject({ email: `miriam.zaltsman.${stamp}@example.co.il`, phone: '0541234567', management: { tags: ['כלב', 'חתול'] }, notesCount: 1 });
    const list = await callApiFromPage<{ data: { id: string }[] }>(page, 'GET', `/api/clients/client?search=${encodeURIComponent('זלצמן')}`);
    expect(list.body.data.map((row) => row.id)).toEqual([survivorId]);

    // A merge address naming fewer than two records says what to do instead of reading anything.
    await page.goto(`${suite.baseUrl}/leads/merge?ids=${survivorId}`);
    await expect.poll(() => page.getByText('A merge needs at least two records').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Merge leads');
    await page.close();
  }, 120_000);
});
