import type { BrowserContext, Page } from 'playwright-core';

/** A new page of a browser context, with the console errors and uncaught exceptions it records. */
export async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // A failed load says which address failed: the message alone does not.
    if (message.type() === 'error') problems.push(message.location().url ? `${message.text()} (${message.location().url})` : message.text());
  });
  return { page, problems };
}
