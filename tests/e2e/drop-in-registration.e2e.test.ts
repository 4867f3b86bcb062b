import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppUnderTest, type AppUnderTest } from './app-under-test';
import { switchLanguage } from './language-switch';
import { artifact } from './browser';
import { sessionStatus } from './page-api';
import { signInThroughUi } from './sign-in-steps';
import { watchedPage } from './watched-page';

// An office type the repository does not ship, in Hebrew, English and Spanish: its file is dropped beside the shipped
// ones, and an office of that type is opened the way anyone opens one, on the registration page.
const PSYCHOTHERAPY = resolve(import.meta.dirname, '../fixtures/office-types/psychotherapy.json');
const EMAIL = 'noa@calm-practice.example.com';
const PASSWORD = 'Calm-Practice-2026!';
const SLUG = 'calm-practice';

const pathname = (page: Page) => new URL(page.url()).pathname;

/** The confirmation link mailed to an address, read from the app's development mailbox (under whatever public address the app has). */
async function confirmationPath(baseUrl: string, to: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = ((await response.json()) as { data: { template: string | null; text: string }[] }).data;
      found = /\/auth\/confirm\?token=[A-Za-z0-9_%-]+/.exec(mails.find((mail) => mail.template === 'welcome_email')?.text ?? '')?.[0];
      return found;
    }, { timeout: 30_000 })
    .toBeDefined();
  return found!;
}

describe('an office of a dropped-in office type, registered, confirmed and used in the browser (issue 22)', () => {
  let app: AppUnderTest;
  let context: BrowserContext;

  beforeAll(async () => {
    app = await startAppUnderTest({ extraOfficeTypes: [PSYCHOTHERAPY] });
    context = await app.browser.newContext({ locale: 'he-IL', viewport: { width: 1440, height: 900 } });
  });
  afterAll(async () => {
    await app?.browser.close();
    await app?.testApp.close();
  });

  it('registers a psychotherapy practice, moves a treatment course through the stage asking for an ICD-10 code, reads it in Spanish and lands on the fallback of a feature that is off', async () => {
    const { page, problems } = await watchedPage(context);

    // The registration page offers the dropped-in office type beside the shipped ones.
    await page.goto(`${app.baseUrl}/register`);
    const form = page.getByTestId('register-form');
    await form.locator('#firstName').fill('נועה', { timeout: 20_000 });
    await form.locator('#lastName').fill('שקד');
    await form.locator('#email').fill(EMAIL);
    await form.locator('#password').fill(PASSWORD);
    await form.locator('#confirmPassword').fill(PASSWORD);
    await form.locator('#officeName').fill('קליניקה שקטה');
    await form.locator('#officeType').click();
    await form.locator('#officeType').fill('פסיכותרפיה');
    const option = page.locator('.ant-select-item-option', { hasText: 'קליניקה לפסיכותרפיה' });
    await expect.poll(() => option.count(), { timeout: 20_000 }).toBe(1);
    await option.click();
    await form.locator('#slug').fill(SLUG);
    await form.locator('#acceptTerms').check();
    await page.screenshot({ path: artifact('drop-in-register-he.png'), fullPage: true });
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => pathname(page), { timeout: 30_000 }).toBe('/auth/register-success');

    // The mailed link confirms the address; then the founder signs in to the new office.
    const link = await confirmationPath(app.baseUrl, EMAIL);
    await page.goto(`${app.baseUrl}${link}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'הכתובת אושרה' }).count(), { timeout: 20_000 }).toBe(1);
    await signInThroughUi(page, app.baseUrl, app.testApp, EMAIL, { password: PASSWORD, tenant: SLUG, timeoutMs: 30_000 });
    expect(await sessionStatus(page)).toMatchObject({ isAuthenticated: true, user: { email: EMAIL, role: 'admin' }, tenant: { tenantSubdomain: SLUG } });
    const db = app.testApp.database.db;
    const tenant = await db.selectFrom('tenants').select(['id', 'office_type']).where('slug', '=', SLUG).executeTakeFirstOrThrow();
    expect(tenant.office_type).toBe('psychotherapy');
    // A client to link the course to, made as the seeder makes them.
    await db.insertInto('clients').values({ tenant_id: tenant.id, first_name: 'דן', last_name: 'אלון' }).execute();

    // The record module: its own heading, form and numbering.
    await page.goto(`${app.baseUrl}/treatment-courses`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('תהליכים טיפוליים');
    await page.getByTestId('record-add').click();
    await expect.poll(() => pathname(page), { timeout: 20_000 }).toBe('/treatment-courses/new');
    await page.getByLabel('מוקד הטיפול', { exact: true }).fill('חרדה חברתית');
    await page.getByLabel('גישה טיפולית', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'טיפול קוגניטיבי-התנהגותי (CBT)' }).click();
    const client = page.getByTestId('record-links-form').locator('#clientId');
    await client.focus();
    await page.keyboard.type('דן');
    await expect.poll(() => page.locator('.ant-select-item-option', { hasText: 'דן אלון' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.locator('.ant-select-item-option', { hasText: 'דן אלון' }).first().click();
    await page.getByTestId('record-save').click();
    await expect.poll(() => pathname(page), { timeout: 30_000 }).toMatch(/^\/treatment-courses\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('record-stage').textContent(), { timeout: 20_000 }).toContain('קליטה');

    // Entering the assessment asks for the ICD-10 diagnosis.
    await page.getByTestId('move-assessment').click();
    const dialog = page.getByTestId('move-dialog');
    const code = dialog.getByLabel('קוד אבחנה (ICD-10)', { exact: true });
    await code.fill('F40.1', { timeout: 20_000 });
    await page.screenshot({ path: artifact('drop-in-icd10-he.png') });
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('record-stage').textContent(), { timeout: 20_000 }).toContain('הערכה');
    const id = pathname(page).split('/').at(-1)!;
    const saved = await page.evaluate((id) => fetch(`/api/records/treatment-courses/${id}`).then((response) => response.json()), id);
    expect(saved.data).toMatchObject({ entity: 'treatment-course', stage: 'assessment', clientName: 'דן אלון', data: { focus: 'חרדה חברתית', modality: 'cbt' } });
    expect(saved.data.number).toMatch(/^TC-\d{2}-0001$/);
    // The move keeps the code it was given.
    const history = await page.evaluate((id) => fetch(`/api/records/treatment-courses/${id}/history`).then((response) => response.json()), id);
    const moved = (history.data as { kind: string; to: string | null; inputs: Record<string, unknown> | null }[]).find((entry) => entry.kind === 'moved' && entry.to === 'assessment');
    expect(moved?.inputs).toEqual({ diagnosisCode: 'F40.1' });

    // In Spanish, the office's own words.
    await switchLanguage(page, 'Español', 'ltr');
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 20_000 }).toBe('es');
    await expect.poll(() => page.getByTestId('record-stage').textContent(), { timeout: 20_000 }).toContain('Evaluación');
    await page.goto(`${app.baseUrl}/treatment-courses`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('Procesos terapéuticos');
    await page.screenshot({ path: artifact('drop-in-list-es.png'), fullPage: true });

    // Online sessions are off in this office: their path lands on the fallback the office type names, its sessions.
    await page.goto(`${app.baseUrl}/online-sessions`);
    await expect.poll(() => pathname(page), { timeout: 30_000 }).toBe('/sessions');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toContain('Sesiones');
    // Nor does the menu offer them.
    const navigation = page.getByTestId('app-navigation');
    await expect.poll(() => navigation.locator('[data-nav-id="sessions"]').count(), { timeout: 20_000 }).toBe(1);
    expect(await navigation.locator('[data-nav-id="online-sessions"]').count()).toBe(0);
    expect(await navigation.getByText('Sesiones en línea').count()).toBe(0);
    await page.screenshot({ path: artifact('drop-in-fallback-es.png') });

    await switchLanguage(page, 'עברית', 'rtl');
    expect(problems).toEqual([]);
    await page.close();
  });
});
