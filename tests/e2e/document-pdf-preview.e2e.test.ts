import { describe, expect, it } from 'vitest';
import { smallPdf } from '../../server/modules/documents/documents.test-support';
import { screenshotStill } from './browser';
import { signedInFile } from './signed-in-file';

const suite = signedInFile('admin@legal.example.com', 'legal');

describe('a PDF’s pages in the built app', { timeout: 180_000 }, () => {
  it('draws them with pdf.js, its worker admitted by the Content Security Policy', async () => {
    const { page, problems } = await suite.page();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${suite.baseUrl}/documents`);
    await expect.poll(() => page.getByTestId('library-table').or(page.getByTestId('library-empty')).count()).toBe(1);
    await page.locator('#library-upload input[type=file]').setInputFiles({ name: 'pdfjs-check.pdf', mimeType: 'application/pdf', buffer: await smallPdf('Drawn by pdf.js') });
    await expect.poll(() => page.getByTestId('upload-item').getAttribute('data-state'), { timeout: 30_000 }).toBe('success');
    await page.getByTestId('library-search').locator('input').fill('pdfjs-check');
    await expect.poll(() => page.getByTestId('library-total').textContent()).toMatch(/^1 /);
    // The document's own page, by the link's address (the list redraws as the search settles: a click could land on
    // the row it replaced).
    const href = await page.getByTestId('library-table').getByTestId('document-link').first().getAttribute('href');
    await page.goto(`${suite.baseUrl}${href}`);
    await expect.poll(() => page.getByTestId('pdf-preview').count(), { timeout: 30_000 }).toBe(1);

    await expect.poll(() => page.getByTestId('pdf-page-1').getAttribute('data-drawn'), { timeout: 60_000 }).toBe('true');
    // The worker is the build's own file, not a blob: wrapper.
    expect(workers).toEqual([expect.stringMatching(new RegExp(`^${suite.baseUrl}/assets/pdf\\.worker\\.min-.*\\.mjs$`))]);
    const box = await page.getByTestId('pdf-page-1').boundingBox();
    const preview = await page.getByTestId('pdf-preview').boundingBox();
    expect(Math.abs((box?.width ?? 0) - (preview?.width ?? 0))).toBeLessThan(2);
    await screenshotStill(page, 'document-pdf-preview.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });
});
