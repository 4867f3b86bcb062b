import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForContent } from './a11y';
import { artifact } from './browser';
import { switchLanguage } from './language-switch';
import { callApiFromPage } from './page-api';
import { signedInUsers } from './signed-in-users';

// Issue 16, item 8: after the legal admin renames לקוח to מרשה (Client to Principal), every text that names the
// noun says the new word: the dashboard's tiles and widget titles, and the server's messages. Item 13: /demo lists
// the demo sign-ins outside production.
const RENAMED = { he: { client: 'מרשה', clients: 'מרשים' }, en: { client: 'Principal', clients: 'Principals' } };
const MISSING_CLIENT = '00000000-0000-4000-8000-000000000000';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const users = signedInUsers();
const baseUrl = () => users.app.baseUrl;
const tileText = (page: Page, id: string) => page.getByTestId(`statistic-${id}`).textContent();

async function openDashboard(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/dashboard`);
  await page.getByTestId('dashboard').waitFor({ timeout: 20_000 });
  await page.getByTestId('statistic-clients-engaged').waitFor({ timeout: 20_000 });
}

async function switchTo(page: Page, language: 'English' | 'עברית', dir: 'ltr' | 'rtl'): Promise<void> {
  await switchLanguage(page, language, dir);
  await page.keyboard.press('Escape');
}

describe('a term renamed by the office’s admin, in Chromium', { timeout: 240_000 }, () => {
  it('reaches the dashboard tiles, widget titles and server messages in Hebrew and English; /demo lists the demo sign-ins', async () => {
    const { page, problems } = await users.page('admin@legal.example.com', 'legal');
    await page.goto(`${baseUrl()}/dashboard`);
    const current = await callApiFromPage<{ data: { version: number } }>(page, 'GET', '/api/admin/office');
    const saved = await callApiFromPage(page, 'PUT', '/api/admin/office', { overrides: { terminology: RENAMED }, baseVersion: current.body.data.version });
    expect(saved.status).toBe(200);

    // Hebrew: the tiles and the widget titles made of the noun.
    await openDashboard(page);
    await eventually(() => tileText(page, 'clients-engaged')).toContain('מרשים פעילים');
    await eventually(() => tileText(page, 'clients-total')).toContain('מרשים');
    expect(await tileText(page, 'clients-engaged')).not.toContain('לקוחות');
    await eventually(() => page.getByText('מרשים חדשים', { exact: true }).count()).toBeGreaterThan(0);
    await eventually(() => page.getByText('מרשים לפי שלב', { exact: true }).count()).toBeGreaterThan(0);
    await waitForContent(page, 'renamed-term-dashboard-he');
    await page.screenshot({ path: artifact('renamed-term-dashboard-he.png') });

    // The server's messages, which the app shows as toasts and errors, in the office's word.
    const missing = await callApiFromPage<{ message: string; messages: Record<string, string> }>(page, 'GET', `/api/clients/client/${MISSING_CLIENT}`);
    expect(missing.body.messages).toMatchObject({ he: 'המרשה לא נמצא', en: 'Principal not found' });
    const created = await callApiFromPage<{ messages: Record<string, string> }>(page, 'POST', '/api/clients/client', { firstName: 'Miriam', lastName: 'Cohen' });
    expect(created.body.messages).toMatchObject({ he: 'המרשה נוצר בהצלחה', en: 'Principal created successfully' });

    // /demo lists every demo office's users, with the password.
    await page.goto(`${baseUrl()}/demo`);
    await eventually(() => page.getByTestId('demo-users-legal').textContent()).toContain('admin@legal.example.com');
    await eventually(() => page.getByTestId('demo-password').textContent()).toContain('Lishka-Demo-2026!');
    expect(await page.getByTestId('demo-users-vet').textContent()).toContain('pro@vet.example.com');
    await waitForContent(page, 'demo-sign-ins-he');
    await page.screenshot({ path: artifact('demo-sign-ins-he.png'), fullPage: true });

    // English: the same, in the English word.
    await switchTo(page, 'English', 'ltr');
    await eventually(() => page.getByTestId('demo-users-legal').textContent()).toContain('Office admin');
    await page.screenshot({ path: artifact('demo-sign-ins-en.png'), fullPage: true });
    await openDashboard(page);
    await eventually(() => tileText(page, 'clients-engaged')).toContain('Engaged principals');
    await eventually(() => tileText(page, 'clients-total')).toContain('Principals');
    await eventually(() => page.getByText('New principals', { exact: true }).count()).toBeGreaterThan(0);
    await eventually(() => page.getByText('Principals by stage', { exact: true }).count()).toBeGreaterThan(0);
    await waitForContent(page, 'renamed-term-dashboard-en');
    await page.screenshot({ path: artifact('renamed-term-dashboard-en.png') });
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.close();
  });
});
