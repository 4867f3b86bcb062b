import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { smallPdf } from '../../server/modules/documents/documents.test-support';
import { chooseOption } from './antd-choose';
import { artifact, screenshotStill } from './browser';
import { signedInFile } from './signed-in-file';
import { watchedPage } from './watched-page';

const suite = signedInFile('admin@insurance.example.com', 'insurance', { acceptDownloads: true });
const stamp = Date.now().toString(36);
const FIRST = { name: 'דנה מזרחי', email: `dana-${stamp}@signers.example.com` };
const SECOND = { name: 'John Carter', email: `john-${stamp}@signers.example.com` };

/** The newest signing link mailed to an address, as a path under the app (/sign/<token>); waits for the mail. */
async function mailedSigningPath(baseUrl: string, to: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const mails = ((await response.json()) as { data: { template: string | null; text: string }[] }).data;
        const link = mails.find((mail) => mail.template === 'signing-link');
        path = link ? /\/sign\/[A-Za-z0-9_-]+/.exec(link.text)?.[0] : undefined;
        return path;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();
  return path!;
}

// Clicks a point of an element, given as fractions of its box.
async function clickAt(page: Page, target: Locator, x: number, y: number): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

// A signer's visit from their mailed link, in a browser context with no session (they have no account).
async function signerPage(context: BrowserContext, baseUrl: string, to: string): Promise<{ page: Page; problems: string[] }> {
  const path = await mailedSigningPath(baseUrl, to);
  const visit = await watchedPage(context);
  await visit.page.goto(`${baseUrl}${path}`);
  await expect.poll(() => visit.page.getByTestId('sign-page').count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => visit.page.getByTestId('sign-field').count(), { timeout: 60_000 }).toBeGreaterThan(0);
  return visit;
}

describe('a document signed by two outside people in order, in Chromium', { timeout: 420_000 }, () => {
  it('is sent from its page, signed from each mailed link (drawn, then typed in Hebrew), sealed into the library and verified on /verify', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/documents`);
    await expect.poll(() => page.getByTestId('library-table').or(page.getByTestId('library-empty')).count(), { timeout: 30_000 }).toBe(1);
    await page.locator('#library-upload input[type=file]').setInputFiles({ name: `הסכם-${stamp}.pdf`, mimeType: 'application/pdf', buffer: await smallPdf(`Agreement ${stamp}`) });
    await expect.poll(() => page.getByTestId('upload-item').getAttribute('data-state'), { timeout: 30_000 }).toBe('success');
    await page.getByTestId('library-search').locator('input').fill(stamp);
    await expect.poll(() => page.getByTestId('library-total').textContent()).toMatch(/^1 /);
    const documentPath = (await page.getByTestId('library-table').getByTestId('document-link').first().getAttribute('href'))!;
    await page.goto(`${suite.baseUrl}${documentPath}`);

    // The send dialog: two outside signers in order, the second reading English; a signature box for each; the link alone opens it.
    await page.getByTestId('document-send-for-signature').click();
    const drawer = page.getByTestId('send-drawer');
    await drawer.getByTestId('participant-name').first().fill(FIRST.name);
    await drawer.getByTestId('participant-email').first().fill(FIRST.email);
    await drawer.getByTestId('participant-add').click();
    await expect.poll(() => drawer.getByTestId('participant-row').count()).toBe(2);
    await drawer.getByTestId('participant-name').nth(1).fill(SECOND.name);
    await drawer.getByTestId('participant-email').nth(1).fill(SECOND.email);
    await chooseOption(page, drawer.getByTestId('participant-language').nth(1), 'English');
    await drawer.getByTestId('send-next').click();
    await expect.poll(() => drawer.getByTestId('field-page-1').locator('.konvajs-content').count(), { timeout: 60_000 }).toBe(1);
    const overlay = drawer.getByTestId('field-page-1').locator('.konvajs-content');
    await drawer.getByTestId('field-kind-signature').click();
    await clickAt(page, overlay, 0.25, 0.75);
    await expect.poll(() => drawer.getByTestId('placed-field').count()).toBe(1);
    await chooseOption(page, drawer.getByTestId('field-owner'), SECOND.name);
    await drawer.getByTestId('field-kind-signature').click();
    await clickAt(page, overlay, 0.7, 0.75);
    await expect.poll(() => drawer.getByTestId('placed-field').count()).toBe(2);
    await screenshotStill(page, 'signing-send-fields-he.png');
    await drawer.getByTestId('send-next').click();
    await drawer.getByTestId('setting-public-access').click();
    await expect.poll(() => drawer.getByTestId('setting-public-access').getAttribute('aria-checked')).toBe('true');
    await drawer.getByTestId('send-submit').click();
    await expect.poll(() => page.getByTestId('participant-step').count(), { timeout: 30_000 }).toBe(2);
    const workflowPath = new URL(page.url()).pathname;
    expect(workflowPath).toMatch(/^\/documents\/workflows\/[0-9a-f-]{36}$/);
    await screenshotStill(page, 'signing-workflow-sent-he.png', { fullPage: true });

    // The first signer (Hebrew, right to left) draws their signature.
    const outside = await suite.browser.newContext({ locale: 'he-IL', viewport: { width: 390, height: 844 }, acceptDownloads: true });
    const first = await signerPage(outside, suite.baseUrl, FIRST.email);
    await expect.poll(() => first.page.locator('html').getAttribute('dir')).toBe('rtl');
    await first.page.getByTestId('sign-field').first().click();
    const pad = first.page.getByTestId('signature-pad');
    await expect.poll(() => pad.count()).toBe(1);
    const area = (await pad.boundingBox())!;
    await first.page.mouse.move(area.x + area.width * 0.2, area.y + area.height * 0.6);
    await first.page.mouse.down();
    for (const [x, y] of [[0.35, 0.3], [0.5, 0.7], [0.65, 0.35], [0.8, 0.55]] as const) await first.page.mouse.move(area.x + area.width * x, area.y + area.height * y, { steps: 6 });
    await first.page.mouse.up();
    await expect.poll(() => first.page.getByTestId('signature-apply').isEnabled()).toBe(true);
    await first.page.getByTestId('signature-apply').click();
    await expect.poll(() => first.page.getByTestId('guide-finish').isEnabled()).toBe(true);
    await screenshotStill(first.page, 'signing-signer-he.png');
    await first.page.getByTestId('guide-finish').click();
    await expect.poll(() => first.page.getByTestId('sign-state-done').count(), { timeout: 30_000 }).toBe(1);

    // The second signer (English) types their name in Hebrew.
    const second = await signerPage(outside, suite.baseUrl, SECOND.email);
    await expect.poll(() => second.page.locator('html').getAttribute('dir')).toBe('ltr');
    await second.page.getByTestId('sign-field').first().click();
    await second.page.getByTestId('signature-dialog').getByRole('tab', { name: 'Type' }).click();
    await second.page.getByTestId('signature-typed').fill('ג׳ון קרטר');
    await expect.poll(() => second.page.getByTestId('signature-typed-preview').textContent()).toContain('ג׳ון קרטר');
    await second.page.getByTestId('signature-apply').click();
    await second.page.getByTestId('guide-finish').click();
    await expect.poll(() => second.page.getByTestId('sign-state-done').count(), { timeout: 60_000 }).toBe(1);
    await screenshotStill(second.page, 'signing-done-en.png');

    // The office sees it completed and sealed; the sealed copy is the document's second version.
    await page.goto(`${suite.baseUrl}${workflowPath}`);
    await expect.poll(() => page.getByTestId('download-sealed').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('participant-status').allTextContents()).toHaveLength(2);
    await screenshotStill(page, 'signing-workflow-completed-he.png', { fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-sealed').click()]);
    const sealedPath = artifact('signing-sealed.pdf');
    await download.saveAs(sealedPath);
    await page.goto(`${suite.baseUrl}${documentPath}`);
    await expect.poll(() => page.getByTestId('version-row').count(), { timeout: 30_000 }).toBe(2);

    // Anyone may check the sealed copy on /verify: a visitor of their own, in Hebrew (the signers' browser was left in English).
    const anyone = await suite.browser.newContext({ locale: 'he-IL', viewport: { width: 1280, height: 900 } });
    const verify = await watchedPage(anyone);
    await verify.page.goto(`${suite.baseUrl}/verify`);
    await expect.poll(() => verify.page.locator('html').getAttribute('dir')).toBe('rtl');
    await verify.page.getByTestId('verify-page').locator('input[type=file]').setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: readFileSync(sealedPath) });
    await expect.poll(() => verify.page.getByTestId('verify-result').getAttribute('data-verdict'), { timeout: 30_000 }).toBe('intact');
    await expect.poll(() => verify.page.getByTestId('verify-participants').textContent()).toContain(FIRST.name);
    await screenshotStill(verify.page, 'signing-verify-he.png', { fullPage: true });

    expect([...problems, ...first.problems, ...second.problems, ...verify.problems]).toEqual([]);
    await anyone.close();
    await outside.close();
    await page.close();
  });
});
