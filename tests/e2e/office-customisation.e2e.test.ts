import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForContent } from './a11y';
import { newestEntryOnScreen, openAuditLog } from './audit-screen';
import { artifact, screenshotWhole } from './browser';
import { callApiFromPage } from './page-api';
import { signedInUsers } from './signed-in-users';

// Issue 8: the legal admin renames the clients term in Hebrew and changes the primary colour; a staff member of the
// same office sees both after a reload, a member of another office does not; the audit log has the change with
// before and after; restoring an earlier version brings the old values back.
const TERM = 'מרשים';
const OLD_TERM = 'לקוחות';
const NEW_PRIMARY = '#7a1f5c';
const OLD_PRIMARY = '#1f3a5f';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const users = signedInUsers();
const pageOf = (email: string, tenant: string) => users.page(email, tenant);
const baseUrl = () => users.app.baseUrl;

/** Confirms the pop-up on screen (antd keeps earlier ones in the page, hidden). */
const confirmPopup = (page: Page) => page.locator('.ant-popconfirm .ant-btn-primary').filter({ visible: true }).click();
const appPrimary = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lishka-color-primary').trim());
const menuHas = (page: Page, text: string) => page.getByTestId('app-navigation').getByText(text, { exact: true }).count();

async function openDashboard(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/dashboard`);
  await page.getByTestId('dashboard').waitFor({ timeout: 20_000 });
  await page.getByTestId('app-navigation').waitFor();
}

interface AuditEntry {
  eventType: string;
  before: { terminology?: unknown; ui?: unknown } | null;
  after: { terminology?: { he?: Record<string, string> }; ui?: { theme?: { colors?: { primary?: string } } } } | null;
}

describe('an office customised by its admin, without code, in Chromium', { timeout: 240_000 }, () => {
  it('renames the clients term and changes the primary colour; the office sees both, another office neither; audited; restored', async () => {
    const admin = await pageOf('admin@legal.example.com', 'legal');

    // The term, in Hebrew, with its live preview.
    await admin.page.goto(`${baseUrl()}/admin/vocabulary`);
    await admin.page.getByTestId('vocabulary-section').waitFor({ timeout: 20_000 });
    await admin.page.getByTestId('term-he-clients').fill(TERM);
    await eventually(() => admin.page.getByTestId('navigation-preview').getByText(TERM).count()).toBeGreaterThan(0);
    await admin.page.getByTestId('settings-save').click();
    await eventually(() => admin.page.getByTestId('settings-unsaved').count()).toBe(0);

    // The primary colour, in the brand panel.
    await admin.page.goto(`${baseUrl()}/admin/branding`);
    await admin.page.getByTestId('branding-view').waitFor({ timeout: 20_000 });
    await admin.page.getByTestId('branding-edit').click();
    await admin.page.getByTestId('color-primary').fill(NEW_PRIMARY);
    await admin.page.getByTestId('branding-save').click();
    await admin.page.getByTestId('branding-saved').waitFor();
    await eventually(() => appPrimary(admin.page)).toBe(NEW_PRIMARY);

    // A staff member of the same office: both, after a reload.
    const staff = await pageOf('pro@legal.example.com', 'legal');
    await openDashboard(staff.page);
    await staff.page.reload();
    await staff.page.getByTestId('app-navigation').waitFor({ timeout: 20_000 });
    await eventually(() => menuHas(staff.page, TERM)).toBeGreaterThan(0);
    await eventually(() => appPrimary(staff.page)).toBe(NEW_PRIMARY);
    await waitForContent(staff.page, 'customised-office-staff');
    await staff.page.screenshot({ path: artifact('customised-office-staff-he.png') });

    // A member of another office: neither.
    const other = await pageOf('admin@medical.example.com', 'medical');
    await openDashboard(other.page);
    await eventually(() => appPrimary(other.page)).not.toBe('');
    expect(await menuHas(other.page, TERM)).toBe(0);
    expect(await appPrimary(other.page)).not.toBe(NEW_PRIMARY);

    // The audit log keeps each save with before and after.
    const audit = await callApiFromPage<{ data: { logs: AuditEntry[] } }>(admin.page, 'GET', '/api/audit/logs?serviceName=office-admin&orderDescending=false');
    expect(audit.status).toBe(200);
    const saves = audit.body.data.logs.filter((entry) => entry.eventType === 'office.settings.save');
    expect(saves).toHaveLength(2);
    expect(saves[0]!.before).toEqual({});
    expect(saves[0]!.after?.terminology?.he?.clients).toBe(TERM);
    expect(saves[1]!.after?.ui?.theme?.colors?.primary).toBe(NEW_PRIMARY);
    expect((await callApiFromPage<{ data: { valid: boolean } }>(admin.page, 'GET', '/api/audit/verify')).body.data.valid).toBe(true);
    // And the audit screen shows the newest, the colour, with before and after.
    await openAuditLog(admin.page, baseUrl());
    const shown = await newestEntryOnScreen<AuditEntry['after']>(admin.page, 'office.settings.save');
    expect(shown.before?.ui?.theme?.colors?.primary).toBeUndefined();
    expect(shown.before?.terminology?.he?.clients).toBe(TERM);
    expect(shown.after?.ui?.theme?.colors?.primary).toBe(NEW_PRIMARY);
    await screenshotWhole(admin.page, 'customised-office-audit-he.png');

    // Restoring version 1 (the term only) brings the old colour back; returning to the office type, the old term.
    await admin.page.goto(`${baseUrl()}/admin/history`);
    await admin.page.getByTestId('settings-history').waitFor({ timeout: 20_000 });
    await admin.page.getByTestId('restore-version-1').click();
    await confirmPopup(admin.page);
    await eventually(() => admin.page.getByText('שחזור של גרסה 1').count()).toBe(1);
    await waitForContent(admin.page, 'admin-history');
    await admin.page.screenshot({ path: artifact('admin-history-he.png') });
    await staff.page.reload();
    await eventually(() => appPrimary(staff.page)).toBe(OLD_PRIMARY);
    await eventually(() => menuHas(staff.page, TERM)).toBeGreaterThan(0);

    await admin.page.getByTestId('reset-to-office-type').click();
    await confirmPopup(admin.page);
    await eventually(async () => (await callApiFromPage<{ data: { overrides: object } }>(admin.page, 'GET', '/api/admin/office')).body.data.overrides).toEqual({});
    await staff.page.reload();
    await eventually(() => menuHas(staff.page, OLD_TERM)).toBeGreaterThan(0);
    expect(await menuHas(staff.page, TERM)).toBe(0);

    expect([...admin.problems, ...staff.problems, ...other.problems]).toEqual([]);
  });
});
