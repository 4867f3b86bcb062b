import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Chooses an option of an antd Select by its text, again until the Select shows it: on a loaded machine a click can
 * land while the dropdown is still opening and choose nothing.
 */
export async function chooseOption(page: Page, select: Locator, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await select.textContent())?.includes(text)) return true;
        await select.click();
        const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: text }).first();
        await option.waitFor({ state: 'visible', timeout: 10_000 });
        await option.click();
        return (await select.textContent())?.includes(text) ?? false;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
}
