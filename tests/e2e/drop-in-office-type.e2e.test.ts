import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './api-sign-in';
import { startAppUnderTest, type AppUnderTest } from './app-under-test';
import { artifact } from './browser';
import { switchLanguage } from './language-switch';
import { watchedPage } from './watched-page';

// An office type the repository does not ship: its file is dropped beside the shipped ones, and nothing else changes.
const DENTAL = resolve(import.meta.dirname, '../fixtures/office-types/dental.json');
const EMAIL = 'dentist@dental-clinic.example.com';

describe('an office type dropped in works end to end, with no code change (issue 20)', () => {
  let app: AppUnderTest;
  let context: BrowserContext;

  beforeAll(async () => {
    app = await startAppUnderTest({ extraOfficeTypes: [DENTAL] });
    const db = app.testApp.database.db;
    // A dental clinic and its dentist (an admin who is a dentist), with a patient, made as the seeder makes offices.
    const tenant = await db.insertInto('tenants').values({ slug: 'dental-clinic', name: 'מרפאת שיניים לבנה', office_type: 'dental' }).returning('id').executeTakeFirstOrThrow();
    const { password_hash } = await db.selectFrom('users').select('password_hash').where('email', '=', 'admin@legal.example.com').executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({ email: EMAIL, password_hash, first_name: 'רונית', last_name: 'שן', email_verified_at: new Date(), password_changed_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('memberships').values({ tenant_id: tenant.id, user_id: user.id, role: 'admin', professional_role: 'dentist' }).execute();
    await db.insertInto('clients').values({ tenant_id: tenant.id, first_name: 'אורי', last_name: 'כספי' }).execute();
    context = await app.browser.newContext({ locale: 'he-IL', viewport: { width: 1440, height: 900 } });
    await signInThroughApi(await context.newPage(), app.testApp, app.baseUrl, EMAIL, 'dental-clinic');
  });
  afterAll(async () => {
    await app?.browser.close();
    await app?.testApp.close();
  });

  it('lists, creates and moves a treatment plan through its own workflow, with the dentist’s approval, in Hebrew and English', async () => {
    const { page, problems } = await watchedPage(context);
    await page.goto(`${app.baseUrl}/treatment-plans`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe('תוכניות טיפול');

    await page.getByTestId('record-add').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/treatment-plans/new');
    await page.getByLabel('טיפול', { exact: true }).fill('כתר על שן 36');
    await page.getByLabel('שלב', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'שיקומי' }).click();
    const client = page.getByTestId('record-links-form').locator('#clientId');
    await client.focus();
    await page.keyboard.type('אורי');
    await expect.poll(() => page.locator('.ant-select-item-option', { hasText: 'אורי כספי' }).count()).toBeGreaterThan(0);
    await page.locator('.ant-select-item-option', { hasText: 'אורי כספי' }).first().click();
    await page.getByTestId('record-save').click();

    // Its page: numbered as the office type says, at the workflow's first stage, with the moves a dentist may make.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/treatment-plans\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('record-stage').textContent()).toContain('אבחון');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('כתר על שן 36');
    await page.getByTestId('move-plan-proposed').click();
    await expect.poll(() => page.getByTestId('record-stage').textContent(), { timeout: 15_000 }).toContain('תוכנית הוצעה');
    // Approving the plan needs the dentist's approval; the dentist's own move is approved at once.
    await page.getByTestId('move-approved').click();
    await expect.poll(() => page.getByTestId('record-stage').textContent(), { timeout: 15_000 }).toContain('מאושרת');
    await expect.poll(() => page.getByTestId('record-history').textContent()).toContain('תוכנית הוצעה');
    await page.screenshot({ path: artifact('drop-in-record-he.png'), fullPage: true });

    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const saved = await page.evaluate((id) => fetch(`/api/records/treatment-plans/${id}`).then((response) => response.json()), id);
    expect(saved.data).toMatchObject({ entity: 'treatment-plan', stage: 'approved', clientName: 'אורי כספי', data: { procedure: 'כתר על שן 36', phase: 'restorative' } });
    expect(saved.data.number).toMatch(/^TP-\d{2}-0001$/);
    const history = await page.evaluate((id) => fetch(`/api/records/treatment-plans/${id}/history`).then((response) => response.json()), id);
    const approved = (history.data as { kind: string; to: string | null; approvedBy: string | null }[]).find((entry) => entry.kind === 'moved' && entry.to === 'approved');
    expect(approved?.approvedBy).toEqual(expect.any(String));
    // The stage's actions really happened: the hygienist's charting task and the receptionist's estimate.
    const tasks = await app.testApp.database.db.selectFrom('tasks').select(['task_type', 'assigned_role']).where('record_id', '=', id).orderBy('created_at').execute();
    expect(tasks).toEqual(expect.arrayContaining([{ task_type: 'periodontal-charting', assigned_role: 'hygienist' }, { task_type: 'cost-estimate', assigned_role: 'receptionist' }]));

    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.getByTestId('record-stage').textContent()).toContain('Approved');
    await page.getByTestId('move-in-treatment').click();
    await expect.poll(() => page.getByTestId('record-stage').textContent(), { timeout: 15_000 }).toContain('In treatment');
    await page.screenshot({ path: artifact('drop-in-record-en.png'), fullPage: true });

    // The board by stage shows it in its lane.
    await page.goto(`${app.baseUrl}/treatment-plans?view=board`);
    await expect.poll(() => page.getByTestId('stage-in-treatment').getByTestId('record-card').count(), { timeout: 20_000 }).toBe(1);
    await page.screenshot({ path: artifact('drop-in-board-en.png') });
    await switchLanguage(page, 'עברית', 'rtl');
    expect(problems).toEqual([]);
    await page.close();
  });
});
