import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blankForm, boxedWords, layoutText } from '../../server/modules/pdf-templates/pdf-templates.test-support';
import { chooseOption } from './antd-choose';
import { artifact, screenshotStill } from './browser';
import { switchLanguage } from './language-switch';
import { signedInFile } from './signed-in-file';

const suite = signedInFile('admin@insurance.example.com', 'insurance', { acceptDownloads: true });
const stamp = Date.now().toString(36);
/** The blank form's A4 page, in points. */
const PAGE = { width: 595.28, height: 841.89 };
const HELLO = 'שלום עולם';
/** Where the fields are placed, as fractions of the page: the click is the new field's centre. */
const TEXT_AT = { x: 0.5, y: 0.3 };
const SIGNATURE_AT = { x: 0.6, y: 0.75 };
/** How far a word may stand outside its field, in points (the painter's padding and the font's side bearings). */
const TOLERANCE = 3;

interface StoredField {
  name: string;
  type: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

// Clicks a point of an element, given as fractions of its box.
async function clickAt(page: Page, target: Locator, at: { x: number; y: number }): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width * at.x, box.y + box.height * at.y);
}

describe('a PDF form built in the browser, filled in Hebrew and sent for signature, in Chromium', { timeout: 420_000 }, () => {
  it('is uploaded, given a text and a signature field by mouse, saved, filled with Hebrew read back at its place, and its signature field placed in the send dialog', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/pdf-form-builder`);
    await expect.poll(() => page.getByTestId('templates-list').or(page.getByTestId('templates-empty')).count(), { timeout: 60_000 }).toBe(1);
    await page.getByTestId('pdf-form-builder').locator('input[type=file]').first().setInputFiles({ name: `form-${stamp}.pdf`, mimeType: 'application/pdf', buffer: await blankForm() });
    await expect.poll(() => page.getByTestId('pdf-template-editor').count(), { timeout: 60_000 }).toBe(1);
    const templateId = new URL(page.url()).searchParams.get('template');
    expect(templateId).toMatch(/^[0-9a-f-]{36}$/);

    // Edit mode: a text field and a signature field placed with the mouse, the template named and saved.
    const overlay = page.getByTestId('field-page-1').locator('.konvajs-content');
    await expect.poll(() => overlay.count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('pdf-page-1').getAttribute('data-drawn'), { timeout: 60_000 }).toBe('true');
    await page.getByTestId('palette-text').click();
    await clickAt(page, overlay, TEXT_AT);
    await expect.poll(() => page.getByTestId('unsaved').count()).toBe(1);
    await page.getByTestId('palette-signature').click();
    await clickAt(page, overlay, SIGNATURE_AT);
    const name = `טופס הסכמה ${stamp}`;
    await page.getByTestId('template-name').fill(name);
    await page.getByTestId('template-save').click();
    await expect.poll(() => page.getByTestId('unsaved').count(), { timeout: 30_000 }).toBe(0);
    await screenshotStill(page, 'pdf-form-builder-edit-he.png');

    // Stored as placed: each field centred where the page was clicked.
    const stored = await page.request.get(`${suite.baseUrl}/api/pdf/form-templates/${templateId}`);
    expect(stored.status()).toBe(200);
    const template = (await stored.json()) as { data: { name: string; fields: StoredField[] } };
    expect(template.data.name).toBe(name);
    const byType = (type: string) => template.data.fields.find((field) => field.type === type)!;
    const [text, signature] = [byType('text'), byType('signature')];
    expect(template.data.fields).toHaveLength(2);
    for (const [field, at] of [[text, TEXT_AT], [signature, SIGNATURE_AT]] as const) {
      expect(field.page).toBe(1);
      expect(field.x + field.width / 2).toBeCloseTo(at.x, 1);
      expect(field.y + field.height / 2).toBeCloseTo(at.y, 1);
    }

    // The builder in English too.
    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.getByTestId('template-save').textContent(), { timeout: 30_000 }).toBe('Save');
    await expect.poll(() => page.getByTestId('pdf-page-1').getAttribute('data-drawn'), { timeout: 60_000 }).toBe('true');
    await screenshotStill(page, 'pdf-form-builder-edit-en.png');
    await switchLanguage(page, 'עברית', 'rtl');

    // Fill mode: Hebrew typed into the text field, the filled PDF downloaded.
    await page.getByTestId('mode-fill').click();
    const input = page.getByTestId(`fill-${text.name}`);
    await expect.poll(() => input.count(), { timeout: 60_000 }).toBe(1);
    await input.fill(HELLO);
    await expect.poll(() => page.getByTestId('pdf-page-1').getAttribute('data-drawn'), { timeout: 60_000 }).toBe('true');
    await screenshotStill(page, 'pdf-form-builder-fill-he.png');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('fill-download').click()]);
    const filledPath = artifact('pdf-form-builder-filled.pdf');
    await download.saveAs(filledPath);
    const filled = readFileSync(filledPath);

    // pdftotext reads the Hebrew in reading order, each word inside the field's box (points from the top left).
    expect(layoutText(filled)).toContain(HELLO);
    const box = { left: text.x * PAGE.width, top: text.y * PAGE.height, right: (text.x + text.width) * PAGE.width, bottom: (text.y + text.height) * PAGE.height };
    // -bbox lists each word's glyphs as drawn, left to right.
    const visual = (word: string) => [...word].reverse().join('');
    const words = boxedWords(filled).map((word) => ({ ...word, text: visual(word.text) })).filter((word) => HELLO.split(' ').includes(word.text));
    expect(words.map((word) => word.text).sort()).toEqual(HELLO.split(' ').sort());
    for (const word of words) {
      expect(word.xMin).toBeGreaterThan(box.left - TOLERANCE);
      expect(word.xMax).toBeLessThan(box.right + TOLERANCE);
      expect(word.yMin).toBeGreaterThan(box.top - TOLERANCE);
      expect(word.yMax).toBeLessThan(box.bottom + TOLERANCE);
    }
    // Right to left: the first word read stands right of the second.
    const [first, second] = HELLO.split(' ').map((part) => words.find((word) => word.text === part)!);
    expect(first!.xMin).toBeGreaterThan(second!.xMax - 1);
    execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', filledPath, artifact('pdf-form-builder-filled')]);

    // The template's PDF in the library, sent for signature starting from the template: its signature field placed.
    await page.goto(`${suite.baseUrl}/documents`);
    await expect.poll(() => page.getByTestId('library-table').or(page.getByTestId('library-empty')).count(), { timeout: 60_000 }).toBe(1);
    await page.getByTestId('library-search').locator('input').fill(stamp);
    await expect.poll(() => page.getByTestId('library-total').textContent(), { timeout: 30_000 }).toMatch(/^1 /);
    const documentPath = (await page.getByTestId('library-table').getByTestId('document-link').first().getAttribute('href'))!;
    await page.goto(`${suite.baseUrl}${documentPath}`);
    await page.getByTestId('document-send-for-signature').click();
    const drawer = page.getByTestId('send-drawer');
    await drawer.getByTestId('participant-name').first().fill('דנה מזרחי');
    await drawer.getByTestId('participant-email').first().fill(`dana-${stamp}@signers.example.com`);
    await drawer.getByTestId('send-next').click();
    await expect.poll(() => drawer.getByTestId('template-select').count(), { timeout: 60_000 }).toBe(1);
    await chooseOption(page, drawer.getByTestId('template-select'), name);
    await expect.poll(() => drawer.getByTestId('placed-field').count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => drawer.getByTestId('placed-field').filter({ hasText: 'חתימה' }).filter({ hasText: 'דנה מזרחי' }).count()).toBe(1);
    await expect.poll(() => drawer.getByTestId('field-page-1').locator('.konvajs-content').count(), { timeout: 60_000 }).toBe(1);
    await screenshotStill(page, 'pdf-form-builder-send-from-template-he.png');

    // Saved as a draft: the signature box stands where the template's signature field stands.
    await drawer.getByTestId('send-save-draft').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toMatch(/^\/documents\/workflows\/[0-9a-f-]{36}$/);
    const workflowId = new URL(page.url()).pathname.split('/').at(-1)!;
    const workflow = (await (await page.request.get(`${suite.baseUrl}/api/pdf/signing/${workflowId}`)).json()) as { data: { fields: (StoredField & { kind: string })[] } };
    const signed = workflow.data.fields.find((field) => field.kind === 'signature')!;
    expect(signed).toMatchObject({ page: 1 });
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(signed[key]).toBeCloseTo(signature[key], 3);

    expect(problems).toEqual([]);
    await page.close();
  });
});
