import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isValidIsraeliId } from '../../engine/xml/israeli-id';
import { holdingsZip, xmlFixture } from '../../server/xml/testing/holdings-zip';
import { checkAccessibility, seriousViolations } from './a11y';
import { artifact } from './browser';
import { switchLanguage } from './language-switch';
import { callApiFromPage } from './page-api';
import { signedInFile } from './signed-in-file';

// The insurance agency's admin: its xml module (kind xml-intake, at /xml) takes the clearing house's files.
const suite = signedInFile('admin@insurance.example.com', 'insurance', { acceptDownloads: true });
const STEP = { timeout: 30_000 };

/** An ID number no demo client has: eight random digits and the check digit that makes it valid. */
function freshIdNumber(): string {
  const body = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  for (let digit = 0; digit <= 9; digit++) if (isValidIsraeliId(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('no check digit');
}

interface Listed {
  data: { id: string; fileName: string; status: string }[];
}

const fileRow = (page: Page, fileName: string) => page.getByTestId('xml-row').filter({ hasText: fileName });

describe('the clearing house’s files in Chromium (issue 27)', () => {
  it('uploads a zip of a valid and an invalid file, shows the errors by line, converts to a spreadsheet and links the member to a client, in Hebrew and in English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/dashboard`);
    const stamp = Date.now();
    // A last name of this run only (names take letters only: the stamp's digits as Hebrew letters).
    const lastName = `מסלקה ${[...String(stamp).slice(-7)].map((digit) => 'אבגדהוזחטי'[Number(digit)]).join('')}`;
    const created = await callApiFromPage<{ data: { id: string } }>(page, 'POST', '/api/clients/client', { firstName: 'נועה', lastName });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const clientId = created.body.data.id;

    // The valid file names a member no client has yet, and a policy number of this run only.
    const idNumber = freshIdNumber();
    const policyNumber = `9${String(stamp).slice(-8)}`;
    const valid = xmlFixture('holdings-valid.xml').toString('utf8').replaceAll('031459266', idNumber).replace('<MISPAR-POLISA-O-HESHBON>1000001<', `<MISPAR-POLISA-O-HESHBON>${policyNumber}<`);
    const validName = `holdings-${stamp}.xml`;
    const invalidName = `holdings-min-3-${stamp}.xml`;
    const zip = holdingsZip([
      { name: validName, data: valid },
      { name: invalidName, data: xmlFixture('holdings-min-3.xml') },
    ]);

    await page.goto(`${suite.baseUrl}/xml?action=upload`);
    await expect.poll(() => page.getByTestId('xml-upload-limits').textContent(), STEP).toContain('50');
    await page.getByTestId('xml-upload').locator('input[type=file]').setInputFiles({ name: `mislaka-${stamp}.zip`, mimeType: 'application/zip', buffer: zip });
    await expect.poll(() => page.getByTestId('xml-upload-item').first().getAttribute('data-state'), STEP).toBe('success');
    await expect.poll(() => page.getByTestId('xml-upload-made').count(), STEP).toBe(2);
    await page.screenshot({ path: artifact('xml-upload-he.png') });
    await page.keyboard.press('Escape');

    // Both files are listed, validated on upload: one valid, one not.
    await expect.poll(() => fileRow(page, invalidName).count(), STEP).toBe(1);
    const listed = await callApiFromPage<Listed>(page, 'GET', `/api/xml/search?q=${stamp}`);
    const byName = new Map(listed.body.data.map((document) => [document.fileName, document]));
    expect(byName.get(validName)?.status).toBe('validated');
    expect(byName.get(invalidName)?.status).toBe('invalid');

    // The invalid one's error is at its line, and the jump shows that line of the source.
    await fileRow(page, invalidName).getByTestId('xml-open').click();
    await page.getByTestId('xml-tab-issues').click(STEP);
    const issue = page.getByTestId('xml-issue').filter({ hasText: 'MIN' }).first();
    await expect.poll(() => issue.textContent(), STEP).toContain('30');
    await issue.getByTestId('xml-issue-jump').click();
    await expect.poll(() => page.getByTestId('xml-source').locator('[aria-current=location]').getAttribute('data-line'), STEP).toBe('30');
    await page.screenshot({ path: artifact('xml-errors-he.png') });
    expect(seriousViolations(await checkAccessibility(page, { name: 'xml-errors-he' }))).toEqual([]);

    // The valid one becomes a flat spreadsheet, kept with the file and downloadable.
    const validId = byName.get(validName)!.id;
    await page.goto(`${suite.baseUrl}/xml/documents/${validId}`);
    await page.getByTestId('xml-transform').click(STEP);
    await page.getByTestId('xml-transform-type').getByText('גיליון שטוח', { exact: true }).click(STEP);
    await page.getByTestId('xml-transform-format').getByText('XLSX', { exact: true }).click();
    await page.getByTestId('xml-transform-run').click();
    await expect.poll(async () => (await callApiFromPage<{ data: { outputFormat: string; success: boolean }[] }>(page, 'GET', `/api/xml/documents/${validId}/transformations`)).body.data, STEP).toEqual([
      expect.objectContaining({ outputFormat: 'xlsx', success: true }),
    ]);
    const sheet = await page.evaluate((id) => fetch(`/api/xml/documents/${id}/download?format=xlsx`).then(async (response) => ({ status: response.status, head: new Uint8Array(await response.arrayBuffer()).slice(0, 2).join(',') })), validId);
    expect(sheet).toEqual({ status: 200, head: '80,75' });

    // Its member is linked to the client made above, whose page then shows the policy.
    await page.getByTestId('xml-tab-data').click();
    const policy = page.getByTestId('xml-policy').filter({ hasText: idNumber }).first();
    await expect.poll(() => policy.count(), STEP).toBe(1);
    await policy.getByTestId('xml-link-existing').click();
    await page.getByTestId('client-select').last().click();
    await page.keyboard.type(lastName);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: lastName }).first().click(STEP);
    await page.getByTestId('xml-link-save').click();
    await expect.poll(() => page.getByTestId('xml-policy').filter({ hasText: idNumber }).getByTestId('xml-member-client').count(), STEP).toBeGreaterThan(0);

    await page.goto(`${suite.baseUrl}/clients/${clientId}`);
    await page.getByRole('tab', { name: 'מוצרים פנסיוניים' }).click(STEP);
    await expect.poll(() => page.getByTestId('client-holdings').textContent(), STEP).toContain(policyNumber);
    await page.screenshot({ path: artifact('xml-client-holdings-he.png') });

    // The same in English: the client's products, and the invalid file's error.
    await switchLanguage(page, 'English', 'ltr');
    await page.getByRole('tab', { name: 'Pension products' }).click(STEP);
    await expect.poll(() => page.getByTestId('client-holdings').textContent(), STEP).toContain(policyNumber);
    await page.goto(`${suite.baseUrl}/xml/documents/${byName.get(invalidName)!.id}`);
    await page.getByTestId('xml-tab-issues').click(STEP);
    await expect.poll(() => page.getByTestId('xml-issue').filter({ hasText: 'MIN' }).first().textContent(), STEP).toMatch(/not.*valid|allowed|enumeration/i);
    await page.screenshot({ path: artifact('xml-errors-en.png') });
    await page.close();
    expect(problems).toEqual([]);
  }, 240_000);
});
