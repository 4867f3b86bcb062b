import { describe, expect, it } from 'vitest';
import { artifact } from './browser';
import { signedInFile } from './signed-in-file';

// An attorney: a member who is not the office's admin, so the admin's team list is not theirs to read.
const suite = signedInFile('pro@legal.example.com', 'legal');

describe('what a member who is not an admin reaches and picks (issue 20)', () => {
  it('opens My tasks from the side menu, and picks an assignee from the office’s members', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/dashboard`);
    const myTasks = page.getByTestId('app-navigation').locator('[data-nav-id="my-tasks"]');
    await myTasks.waitFor({ timeout: 15_000 });
    await expect.poll(() => myTasks.textContent(), { timeout: 15_000 }).toContain('המשימות שלי');
    await myTasks.click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/tasks');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('המשימות שלי');

    await page.goto(`${suite.baseUrl}/matters/new`);
    await page.getByTestId('record-form').waitFor({ timeout: 15_000 });
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The picker's list arrives from the members' directory; open it again until its options are drawn.
    await expect.poll(async () => {
      if (!(await options.first().isVisible())) await page.getByTestId('assignee-select').click();
      return options.count();
    }, { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await page.getByText(/לא ניתן לטעון את רשימת חברי הצוות/).count()).toBe(0);
    await page.screenshot({ path: artifact('member-picker-attorney-he.png') });
    await page.close();
    expect(problems).toEqual([]);
  });
});
