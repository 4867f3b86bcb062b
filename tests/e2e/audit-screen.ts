import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForContent } from './a11y';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Opens the audit log screen and waits for its first entries. */
export async function openAuditLog(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/audit`);
  await page.getByTestId('audit-section').waitFor({ timeout: 20_000 });
  await page.mouse.move(0, 0);
  await waitForContent(page, 'admin-audit');
  await page.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 15_000 });
}

/** Filters the log on screen by one event type, opens its newest entry and answers the before and after it shows. */
export async function newestEntryOnScreen<T = unknown>(page: Page, eventType: string): Promise<{ before: T; after: T }> {
  await page.getByTestId('audit-filter-eventType').fill(eventType);
  await page.getByTestId('audit-search').click();
  await eventually(() => new URL(page.url()).searchParams.get('eventType')).toBe(eventType);
  await eventually(async () => {
    // Each entry names its event in the user's language, its code beside.
    const events = await page.locator('tbody tr.ant-table-row [data-testid=audit-event-code]').allTextContents();
    return events.length > 0 && events.every((text) => text.trim() === eventType);
  }).toBe(true);
  await page.locator('tbody tr.ant-table-row').first().locator('.ant-table-row-expand-icon').click();
  await page.getByTestId('audit-before').first().waitFor();
  const shown = async (testId: string) => JSON.parse((await page.getByTestId(testId).first().textContent()) ?? 'null') as T;
  return { before: await shown('audit-before'), after: await shown('audit-after') };
}
