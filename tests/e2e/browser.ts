import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page, type PageScreenshotOptions } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../browser/chromium';
import { pageIsStill } from './still-for-frames';

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

/**
 * A named screenshot in the artifacts folder, once the page is at rest (the route's entrance no longer fading in).
 * A whole-page screenshot resizes the page while it captures, which replays the route's entrance: the motions that
 * start then are run to their end before the capture (Playwright's `animations: 'disabled'`).
 */
export async function screenshotStill(page: Page, name: string, options: Omit<PageScreenshotOptions, 'path' | 'animations'> = {}): Promise<void> {
  await expect.poll(() => pageIsStill(page), { timeout: 15_000 }).toBe(true);
  await page.screenshot({ ...options, animations: 'disabled', path: artifact(name) });
}

/** A screenshot of the whole page at 1440 px wide (up to 4000 px tall), the viewport put back to 1440×900 after. */
export async function screenshotWhole(page: Page, name: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1440, height: Math.min(Math.max(height, 900), 4000) });
  await screenshotStill(page, name);
  await page.setViewportSize({ width: 1440, height: 900 });
}
