import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../browser/chromium';

/** Where browser tests keep their screenshots. */
export const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../test-artifacts');

/** The system's Chromium, headless, with the flags this machine's closed network needs (STACK.md). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
}

/** The path of a named screenshot in the artifacts folder. */
export function artifact(name: string): string {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return join(ARTIFACTS_DIR, name);
}

/** A screenshot of the whole page at 1440 px wide (up to 4000 px tall), the viewport put back to 1440×900 after. */
export async function screenshotWhole(page: Page, name: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1440, height: Math.min(Math.max(height, 900), 4000) });
  await page.screenshot({ path: artifact(name) });
  await page.setViewportSize({ width: 1440, height: 900 });
}
