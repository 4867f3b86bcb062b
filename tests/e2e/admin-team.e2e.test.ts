import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessibility, seriousViolations, waitForContent } from './a11y';
import { signInThroughApi } from './api-sign-in';
import { screenshotWhole } from './browser';
import { callApiFromPage, sessionStatus } from './page-api';
import { signedInFile } from './signed-in-file';

// The legal demo office: admin@legal (admin) and pro@legal (user, attorney).
const file = signedInFile('admin@legal.example.com', 'legal');
const ADMIN = 'admin@legal.example.com';
const PRO = 'pro@legal.example.com';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

interface Member {
  email: string;
  role: string;
  isActive: boolean;
}
const memberOf = async (page: Page, email: string) => (await callApiFromPage<{ data: { members: Member[] } }>(page, 'GET', '/api/admin/team')).body.data.members.find((member) => member.email === email);

async function open(page: Page): Promise<void> {
  await page.goto(`${file.baseUrl}/admin/team`);
  await page.getByTestId('admin-team').waitFor({ timeout: 20_000 });
  await page.mouse.move(0, 0);
  await waitForContent(page, 'admin-team');
}

async function chooseRole(page: Page, email: string, role: string): Promise<void> {
  await page.getByTestId(`member-${email}`).locator('.ant-select').first().click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${role}"]`).click();
}

describe('the team section of the admin area, in Chromium', { timeout: 180_000 }, () => {
  it('lists both demo members, changes a role and back, deactivates a member (ending their sessions) and reactivates them', async () => {
    const { page, problems } = await file.page();
    await open(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const admin = page.getByTestId(`member-${ADMIN}`);
    const pro = page.getByTestId(`member-${PRO}`);
    expect(await admin.getByTestId('current-member').textContent()).toBe('את/ה');
    expect(await admin.locator('.ant-select').first().textContent()).toBe('מנהל/ת המשרד');
    expect(await pro.locator('.ant-select').first().textContent()).toBe('משתמש/ת');
    expect(await pro.locator('.ant-select').nth(1).textContent()).toBe('עורך/ת דין');
    // The only admin can be neither demoted nor deactivated.
    expect(await admin.getByTestId(`deactivate-${ADMIN}`).isDisabled()).toBe(true);
    expect(await admin.locator('.ant-select-disabled').count()).toBe(1);

    await chooseRole(page, PRO, 'מנהל/ת');
    await eventually(async () => (await memberOf(page, PRO))?.role).toBe('manager');
    await eventually(() => pro.locator('.ant-select').first().textContent()).toBe('מנהל/ת');
    await chooseRole(page, PRO, 'משתמש/ת');
    await eventually(async () => (await memberOf(page, PRO))?.role).toBe('user');

    // pro@legal signs in elsewhere; deactivating them ends that session at once.
    const elsewhere = await file.browser.newContext({ locale: 'he-IL' });
    const proPage = await elsewhere.newPage();
    await signInThroughApi(proPage, file.testApp, file.baseUrl, PRO, 'legal');
    expect((await sessionStatus(proPage)).isAuthenticated).toBe(true);

    await pro.getByTestId(`deactivate-${PRO}`).click();
    const confirm = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('כל ההתחברויות של Noam Pro למשרד הזה יסתיימו מיד');
    expect((await memberOf(page, PRO))?.isActive).toBe(true);
    await confirm.locator('.ant-btn-primary').click();
    const result = page.getByTestId('deactivation-result');
    await result.waitFor();
    const ended = Number(/(\d+)\.?$/.exec((await result.textContent())?.trim() ?? '')?.[1]);
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await memberOf(page, PRO))?.isActive).toBe(false);
    expect((await sessionStatus(proPage)).isAuthenticated).toBe(false);
    await eventually(() => pro.getByText('מושבת/ת').count()).toBe(1);
    await screenshotWhole(page, 'admin-team-deactivated-he.png');

    await pro.getByTestId(`reactivate-${PRO}`).click();
    await eventually(async () => (await memberOf(page, PRO))?.isActive).toBe(true);
    await pro.getByTestId(`deactivate-${PRO}`).waitFor();
    await elsewhere.close();

    // Afresh, without the toasts of the changes above.
    await open(page);
    await screenshotWhole(page, 'admin-team-he.png');
    expect(seriousViolations(await checkAccessibility(page, { name: 'admin-team-he' }))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws the team in English, left to right, the roles named in English', async () => {
    const { page, problems } = await file.page();
    await page.goto(`${file.baseUrl}/admin/team`);
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'en' })).status).toBe(200);
    await open(page);
    await eventually(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await eventually(() => page.getByTestId(`member-${PRO}`).locator('.ant-select').first().textContent()).toBe('User');
    expect(await page.getByTestId(`member-${ADMIN}`).locator('.ant-select').first().textContent()).toBe('Office admin');
    expect(await page.getByText('Team members').count()).toBe(1);
    await screenshotWhole(page, 'admin-team-en.png');
    expect(seriousViolations(await checkAccessibility(page, { name: 'admin-team-en' }))).toEqual([]);
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'he' })).status).toBe(200);
    expect(problems).toEqual([]);
    await page.close();
  });
});
