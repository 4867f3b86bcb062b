import { describe, expect, it } from 'vitest';
import { screenshotStill } from './browser';
import { callApiFromPage } from './page-api';
import { signedInFile } from './signed-in-file';

const suite = signedInFile('admin@legal.example.com', 'legal');

const TITLE = 'Produce e2e – Zamir v. Oren';

describe('producing a document from a template in Chromium', { timeout: 180_000 }, () => {
  it('produces an engagement letter for a client’s matter, beside its live preview, and opens the new document', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/documents?view=templates`);
    await expect.poll(() => page.getByTestId('template-item').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    // A matter of a client of the demo office: the engagement letter is produced for the matters module's records.
    const clients = await callApiFromPage<{ data: { id: string }[] }>(page, 'GET', '/api/clients/client?limit=1');
    const created = await callApiFromPage<{ data: { id: string } }>(page, 'POST', '/api/records/matters', { data: { title: TITLE, practiceArea: 'litigation', feeArrangement: 'hourly' }, clientId: clients.body.data[0]!.id });
    expect(created.status).toBe(201);

    await page.getByRole('button', { name: 'הפקת מכתב התקשרות' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.getByTestId('record-select').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => drawer.getByTestId('generate-preview-hint').count()).toBe(1);
    await drawer.getByTestId('record-select').click();
    await page.keyboard.type('Zamir');
    await page.locator('.ant-select-item-option', { hasText: TITLE }).first().click();

    // The live preview: the server's PDF drawn by pdf.js, in Hebrew (the user's language), then again in English.
    const firstPage = drawer.getByTestId('pdf-page-1');
    await expect.poll(() => firstPage.getAttribute('data-drawn'), { timeout: 30_000 }).toBe('true');
    await screenshotStill(page, 'document-generate-he.png');
    await drawer.getByTestId('generate-language').click();
    await page.locator('.ant-select-item-option', { hasText: 'English' }).click();
    await expect.poll(() => drawer.getByTestId('generate-preview-loading').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => drawer.getByTestId('pdf-page-1').getAttribute('data-drawn'), { timeout: 30_000 }).toBe('true');

    await drawer.getByTestId('generate-save').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/documents\/[0-9a-f-]{36}$/);
    // The document's own page (not the library's, which stays on screen while the next page's code arrives).
    await expect.poll(() => page.locator('.ant-drawer').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toContain('Zamir v. Oren');
    await expect.poll(() => page.getByTestId('pdf-preview').getByTestId('pdf-page-1').getAttribute('data-drawn'), { timeout: 30_000 }).toBe('true');
    await expect.poll(() => page.getByTestId('version-row').count()).toBe(1);
    await screenshotStill(page, 'document-generated-page-he.png', { fullPage: true });

    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const made = await callApiFromPage<{ data: { recordId: string; contentType: string } }>(page, 'GET', `/api/pdf/docs/${id}`);
    expect(made.body.data).toMatchObject({ recordId: created.body.data.id, contentType: 'application/pdf' });
    expect(problems).toEqual([]);
    await page.close();
  });
});
