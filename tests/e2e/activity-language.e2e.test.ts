import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAuditLog } from './audit-screen';
import { artifact } from './browser';
import { callApiFromPage } from './page-api';
import { signedInFile } from './signed-in-file';

// The browser runs in UTC; the insurance office works in Asia/Jerusalem: a time shown in the office's zone is
// neither the stored UTC nor the browser's.
const OFFICE_ZONE = 'Asia/Jerusalem';
const suite = signedInFile('admin@insurance.example.com', 'insurance', { timezoneId: 'UTC' });
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * The hour and minute of a moment in the office's zone, as the office writes them in every language: the insurance
 * office's `localization.timeFormat` is 24h (10:00, 09:05), its dates DD/MM/YYYY.
 */
function officeClock(iso: string): RegExp {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return new RegExp(`(?<!\\d)${part('hour')}:${part('minute')}(?!\\s?[AP]M)`);
}

/** Adds a note and sets a follow-up in three days at a time of day on a client's record, through its tabs, in the page's language. */
async function noteAndFollowUp(page: Page, words: { notes: RegExp; content: string; save: string; followUp: string; date: string; set: string }, note: string, time: string): Promise<void> {
  await page.getByRole('tab', { name: words.notes }).click();
  await page.getByLabel(words.content).fill(note);
  await page.getByRole('button', { name: words.save }).click();
  await eventually(() => page.getByText(note, { exact: true }).count()).toBe(1);
  await page.getByRole('tab', { name: words.followUp }).click();
  const form = page.getByTestId('follow-up-form');
  const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel(words.date).fill(`${due} ${time}`);
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: words.set }).click();
}

/** The activity tab's lines, newest first, once there are `count` of them. */
async function activityLines(page: Page, tab: string, count: number): Promise<string[]> {
  await page.getByRole('tab', { name: tab }).click();
  const lines = page.getByTestId('activity-line');
  await eventually(() => lines.count()).toBeGreaterThanOrEqual(count);
  return lines.allTextContents();
}

describe('activity, times and audit events in the reader’s language and the office’s time zone, in Chromium', () => {
  it('words a note and a follow-up in Hebrew and in English with the office’s local time, and names audit events', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/settings`);
    // /settings says which time zone applies until the user chooses one: the office's.
    await eventually(() => page.getByTestId('timezone-default').textContent()).toContain(OFFICE_ZONE);
    await eventually(() => page.locator('.ant-form-item', { hasText: 'אזור זמן' }).locator('.ant-select').textContent()).toBe(OFFICE_ZONE);
    await page.screenshot({ path: artifact('settings-time-zone-he.png') });

    const created = await callApiFromPage<{ data: { id: string } }>(page, 'POST', '/api/clients/client', { firstName: 'שירה', lastName: 'ברקוביץ' });
    expect(created.status).toBe(201);
    const clientUrl = `${suite.baseUrl}/clients/${created.body.data.id}`;
    const followUpOf = async () => (await callApiFromPage<{ data: { nextFollowUpDate: string | null } }>(page, 'GET', `/api/clients/client/${created.body.data.id}`)).body.data.nextFollowUpDate;

    // Hebrew.
    await page.goto(clientUrl);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('שירה ברקוביץ');
    await noteAndFollowUp(page, { notes: /הערות/, content: 'תוכן', save: 'שמירה', followUp: 'מעקב', date: 'תאריך', set: 'קביעת מעקב' }, 'שיחה על חידוש הפוליסה', '10:00');
    await eventually(followUpOf).not.toBeNull();
    const dueHe = (await followUpOf())!;
    const hebrew = await activityLines(page, 'פעילות', 3);
    expect(hebrew[0]).toMatch(/^נקבע מעקב ל־/);
    expect(hebrew[0]).toMatch(officeClock(dueHe));
    expect(hebrew[1]).toBe('נוספה הערהשיחה על חידוש הפוליסה');
    expect(hebrew.at(-1)).toBe('הכרטיס נפתח');
    for (const line of hebrew) expect(line).not.toMatch(/[A-Za-z]{3,}|\dT\d|Z\b/);
    await page.screenshot({ path: artifact('client-activity-he.png') });

    // English: the same entries worded for an English reader, and new ones added in English.
    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'en' })).status).toBe(200);
    await page.goto(clientUrl);
    await eventually(() => page.getByRole('tab', { name: 'Activity' }).count()).toBe(1);
    await noteAndFollowUp(page, { notes: /Notes/, content: 'Content', save: 'Save', followUp: 'Follow-up', date: 'Date', set: 'Set follow-up' }, 'Sent the renewal offer', '11:30');
    await eventually(async () => (await followUpOf()) !== dueHe).toBe(true);
    const english = await activityLines(page, 'Activity', 5);
    expect(english[0]).toMatch(/^Follow-up set for /);
    expect(english[0]).toMatch(officeClock((await followUpOf())!));
    expect(english[0]).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(english[1]).toBe('Note addedSent the renewal offer');
    expect(english).toContain('Note addedשיחה על חידוש הפוליסה');
    expect(english.at(-1)).toBe('Record created');
    for (const line of english) expect(line).not.toMatch(/\dT\d|\.000Z/);
    await page.screenshot({ path: artifact('client-activity-en.png') });

    // The audit screen names each event, its code beside it; the profile's activity names them too.
    await openAuditLog(page, suite.baseUrl);
    const names = page.locator('tbody tr.ant-table-row [data-testid=audit-event-name]');
    await eventually(() => names.count()).toBeGreaterThan(0);
    const codes = await page.locator('tbody tr.ant-table-row [data-testid=audit-event-code]').allTextContents();
    expect(codes).toContain('client.follow_up.set');
    expect(await names.allTextContents()).toContain('Follow-up set');
    await page.screenshot({ path: artifact('audit-event-names-en.png') });

    expect((await callApiFromPage(page, 'PUT', '/api/users/preferences', { language: 'he' })).status).toBe(200);
    await openAuditLog(page, suite.baseUrl);
    await eventually(() => page.locator('tbody tr.ant-table-row [data-testid=audit-event-name]').allTextContents()).toContain('קביעת מעקב');
    await page.screenshot({ path: artifact('audit-event-names-he.png') });
    await page.goto(`${suite.baseUrl}/profile?tab=analytics`);
    await eventually(() => page.locator('[data-testid=audit-event-name]').allTextContents()).toContain('קביעת מעקב');
    expect(await page.locator('tbody').first().textContent()).not.toMatch(/client\.|preferences\.update/);
    await page.screenshot({ path: artifact('profile-activity-he.png') });
    expect(problems).toEqual([]);
    await page.close();
  });
});
