import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotStill } from './browser';
import { callApiFromPage } from './page-api';
import { signedInFile } from './signed-in-file';
import { stillForFrames } from './still-for-frames';

// An insurance agency offers Hebrew and English: its admin writes both.
const suite = signedInFile('admin@insurance.example.com', 'insurance');

const NAME = 'מכתב תודה e2e';

/** Chooses a fact from a text's "insert fact" menu, once the menu stands still. */
async function insertFact(page: Page, menu: string, fact: string): Promise<void> {
  await page.getByTestId(menu).click();
  const item = page.getByTestId(`fact-${fact}`);
  await expect.poll(() => stillForFrames(item), { timeout: 15_000 }).toBe(true);
  await item.click();
}

describe('writing a document template in Chromium', { timeout: 240_000 }, () => {
  it('lets an admin write a template in Hebrew, find it in the list, and produce a client’s document from it', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/documents?view=templates`);
    await expect.poll(() => page.getByTestId('template-item').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByTestId('template-new').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/documents/templates/new');
    await expect.poll(() => page.getByTestId('template-editor').count(), { timeout: 20_000 }).toBe(1);

    // Hebrew first (the user's language): the name, a title with the client's name put in from the menu, two blocks.
    const he = page.getByTestId('template-texts-he');
    await he.getByTestId('template-name-he').fill(NAME);
    await he.getByTestId('template-title-he').fill('תודה, ');
    await insertFact(page, 'title-fact-he', 'client.fullName');
    expect(await he.getByTestId('template-title-he').inputValue()).toBe('תודה, {client.fullName}');
    await he.getByTestId('template-block-text-he').first().fill('שלום {client.firstName}, תעודת זהות {client.idNumber}.');
    await he.getByTestId('template-add-signature').click();
    await he.getByTestId('template-block-text-he').nth(1).fill('{user.fullName}');

    // Saving without English is refused, each missing text at its field, and the English tab is marked.
    await page.getByTestId('template-save').click();
    await expect.poll(() => page.getByTestId('template-problems').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('template-tab-en').getAttribute('data-has-problem')).toBe('true');

    await page.getByTestId('template-tab-en').click();
    const en = page.getByTestId('template-texts-en');
    await en.getByTestId('template-name-en').fill('Thank-you letter e2e');
    await en.getByTestId('template-title-en').fill('Thank you, {client.fullName}');
    await en.getByTestId('template-block-text-en').first().fill('Hello {client.firstName}, ID {client.idNumber}.');
    await en.getByTestId('template-block-text-en').nth(1).fill('{user.fullName}');
    await screenshotStill(page, 'document-template-editor-he.png', { fullPage: true });
    await page.getByTestId('template-save').click();

    // Back in the list, the office's own template beside its office type's.
    await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toBe('?view=templates');
    const item = page.getByTestId('template-item').filter({ hasText: NAME });
    await expect.poll(() => item.count(), { timeout: 20_000 }).toBe(1);
    expect(await item.getAttribute('data-source')).toBe('office');

    // Produced for a client of the office, beside its live preview, and kept in the library.
    const clients = await callApiFromPage<{ data: { id: string; firstName: string; lastName: string }[] }>(page, 'GET', '/api/clients/client?limit=1');
    const client = clients.body.data[0]!;
    await item.getByTestId('template-produce').click();
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.getByTestId('client-select').count(), { timeout: 20_000 }).toBe(1);
    await drawer.getByTestId('client-select').click();
    await page.keyboard.type(client.firstName);
    await page.locator('.ant-select-item-option', { hasText: client.lastName }).first().click();
    await expect.poll(() => drawer.getByTestId('pdf-page-1').getAttribute('data-drawn'), { timeout: 30_000 }).toBe('true');
    await drawer.getByTestId('generate-save').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/documents\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toContain(`תודה, ${client.firstName}`);
    await screenshotStill(page, 'document-template-produced-he.png', { fullPage: true });

    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const made = await callApiFromPage<{ data: { clientId: string; contentType: string } }>(page, 'GET', `/api/pdf/docs/${id}`);
    expect(made.body.data).toMatchObject({ clientId: client.id, contentType: 'application/pdf' });

    // The template leaves as it came, deleted from the list; the document made from it stays.
    await page.goto(`${suite.baseUrl}/documents?view=templates`);
    const written = page.getByTestId('template-item').filter({ hasText: NAME });
    await expect.poll(() => written.count(), { timeout: 20_000 }).toBe(1);
    await written.getByTestId('template-delete').click();
    const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: 'מחיקה' });
    await expect.poll(() => stillForFrames(confirm), { timeout: 15_000 }).toBe(true);
    await confirm.click();
    await expect.poll(() => written.count(), { timeout: 20_000 }).toBe(0);
    expect((await callApiFromPage(page, 'GET', `/api/pdf/docs/${id}`)).status).toBe(200);
    // The one refusal asked for above is the browser's only complaint.
    expect(problems.filter((problem) => !/status of 400.*\/api\/pdf\/templates\)?$/.test(problem))).toEqual([]);
    await page.close();
  });
});
