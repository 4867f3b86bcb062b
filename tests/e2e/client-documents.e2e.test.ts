import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROGRAM, smallPdf } from '../../server/modules/documents/documents.test-support';
import { checkAccessibility, seriousViolations } from './a11y';
import { signedInFile } from './signed-in-file';
import { artifact } from './browser';
import { callApiFromPage } from './page-api';
import { switchLanguage } from './language-switch';

const suite = signedInFile('admin@medical.example.com', 'medical', { acceptDownloads: true });

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe('the documents of a client in Chromium', () => {
  it('checks a file before sending it, uploads, downloads and deletes a document, in Hebrew and in English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/dashboard`);
    const created = await callApiFromPage<{ data: { id: string } }>(page, 'POST', '/api/clients/client', { firstName: 'מיכל', lastName: 'מסמכים' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto(`${suite.baseUrl}/clients/${created.body.data.id}`);
    await page.getByRole('tab', { name: 'מסמכים (0)' }).click();
    await expect.poll(() => page.getByText('אין עדיין מסמכים').count()).toBe(1);
    await expect.poll(() => page.getByText('עד 50 MB').count()).toBe(1);

    // A program named .pdf is refused in the browser, with the server's own rule and words: nothing is sent.
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'results.pdf', mimeType: 'application/pdf', buffer: PROGRAM });
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'תוכן הקובץ אינו תואם' }).count()).toBe(1);
    expect(await rows(page).count()).toBe(0);

    const pdf = await smallPdf('Blood test');
    await input.setInputFiles({ name: 'בדיקת דם.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect.poll(() => page.getByRole('tab', { name: 'מסמכים (1)' }).count()).toBe(1);
    const row = rows(page).first();
    expect(await row.textContent()).toContain('בדיקת דם.pdf');
    expect(await row.textContent()).toContain('תוצאות מעבדה');
    expect(await row.textContent()).toContain('Dana Admin');
    // The client and the new document each stand at their workflow's first stage; the admin is no doctor or nurse, so
    // the document's move to review is shown refused, with the workflow's reason.
    await expect.poll(() => page.getByTestId('subject-workflow').first().getByTestId('stage-bar').count()).toBe(1);
    await row.locator('.ant-table-row-expand-icon').click();
    const expanded = page.locator('.ant-table-expanded-row');
    await expect.poll(() => expanded.getByTestId('stage-bar').count()).toBe(1);
    await expect.poll(() => expanded.getByTestId('refused-review').count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'הורדת בדיקת דם.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('בדיקת דם.pdf');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
    // A file that passes clears the refusal of the one before.
    expect(await page.getByRole('alert').filter({ hasText: 'תוכן הקובץ' }).count()).toBe(0);
    await page.screenshot({ path: artifact('client-documents-he.png') });
    // The whole page, the tab and the shell around it, is held to WCAG AA.
    const violations = seriousViolations(await checkAccessibility(page, { name: 'client-documents-he' }));
    expect(violations).toEqual([]);

    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menuitem', { name: 'English' }).isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('tab', { name: 'Documents (1)' }).count()).toBe(1);
    await expect.poll(() => rows(page).first().textContent()).toContain('Lab result');
    await page.screenshot({ path: artifact('client-documents-en.png') });

    await rows(page).first().getByRole('button', { name: 'Delete בדיקת דם.pdf' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No documents yet').count()).toBe(1);
    await expect.poll(() => page.getByRole('tab', { name: 'Documents (0)' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
