import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { smallPdf } from '../../server/modules/documents/documents.test-support';
import { screenshotStill } from './browser';
import { switchLanguage } from './language-switch';
import { signedInFile } from './signed-in-file';

const suite = signedInFile('admin@legal.example.com', 'legal', { acceptDownloads: true });

const rows = (page: Page) => page.getByTestId('library-table').locator('tr.ant-table-row');

describe('the office’s library in Chromium', { timeout: 180_000 }, () => {
  it('uploads with progress, finds it by a word inside it, previews it, in Hebrew and in English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/documents`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'מסמכים' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('library-table').or(page.getByTestId('library-empty')).count()).toBe(1);
    const before = await rows(page).count();

    const pdf = await smallPdf('Quarterly zebracrossing report');
    await page.locator('#library-upload input[type=file]').setInputFiles({ name: 'דוח רבעוני.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => page.getByTestId('upload-item').getAttribute('data-state'), { timeout: 30_000 }).toBe('success');
    await expect.poll(() => rows(page).count()).toBe(Math.min(before + 1, 10));
    await screenshotStill(page, 'document-library-he.png', { fullPage: true });

    // The server's search finds it by a word that stands only inside the PDF (its text, read at upload), not in its name.
    await page.getByTestId('library-search').locator('input').fill('zebracrossing');
    await expect.poll(() => page.url()).toContain('q=');
    await expect.poll(() => page.getByTestId('library-total').textContent()).toMatch(/^1 /);
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().getByTestId('document-link').click();
    await expect.poll(() => page.getByTestId('pdf-preview').count()).toBe(1);
    await expect.poll(() => page.getByTestId('version-row').count()).toBe(1);
    await screenshotStill(page, 'document-page-he.png', { fullPage: true });

    await switchLanguage(page, 'English', 'ltr');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText('Belongs to').count()).toBe(1);
    await screenshotStill(page, 'document-page-en.png', { fullPage: true });
    await page.goto(`${suite.baseUrl}/documents`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Documents' }).count()).toBe(1);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await screenshotStill(page, 'document-library-en.png', { fullPage: true });
    // And in English: the word inside the file finds it again, by its Hebrew name.
    await page.getByTestId('library-search').locator('input').fill('zebracrossing');
    await expect.poll(() => page.url()).toContain('q=zebracrossing');
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect.poll(() => rows(page).first().getByTestId('document-link').textContent()).toContain('דוח רבעוני');
    expect(problems).toEqual([]);
    await page.close();
  });
});
