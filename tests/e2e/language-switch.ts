import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './browser';
import { stillForFrames } from './still-for-frames';

/**
 * Switches the page's language through the header's menu (Español where the office offers Spanish), and waits for
 * the page to turn (rtl or ltr).
 */
export async function switchLanguage(page: Page, name: 'English' | 'עברית' | 'Español', dir: 'ltr' | 'rtl'): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  // Opened with one click, then waited for: clicking the button again while the menu was still drawing itself closed
  // it, and the item, clicked as it faded out, chose nothing (a fresh-clone run: the page stayed in English, nothing
  // logged). A click that did not open it (the page still starting) is repeated only once the menu is shut.
  const button = page.getByTestId('language-menu');
  await expect
    .poll(
      async () => {
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
        return (await button.getAttribute('aria-expanded')) === 'true' && (await item.isVisible());
      },
      { interval: 1000, timeout: 15_000 },
    )
    .toBe(true);
  // What the page says and asks for from the choice on: if it does not turn, the failure tells why.
  const seen: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => seen.push(`console.${message.type()}: ${message.text()}`);
  const onError = (error: Error) => seen.push(`pageerror: ${error.message}`);
  const onRequestFailed = (request: { url(): string; failure(): { errorText: string } | null }) => seen.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  const onRequest = (request: { url(): string }) => seen.push(`request: ${request.url()}`);
  page.on('requestfailed', onRequestFailed);
  page.on('request', onRequest);
  try {
    // Chosen only once the menu stands where it will stay, not as it zooms in.
    await expect.poll(() => stillForFrames(item), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => {
      const events: string[] = [];
      (window as unknown as { __switchEvents: string[] }).__switchEvents = events;
      for (const type of ['pointerdown', 'mousedown', 'mouseup', 'click', 'keydown', 'focusin'])
        document.addEventListener(type, (event) => events.push(`${type}@${(event.target as Element).outerHTML.slice(0, 80)}`), { capture: true });
    });
    // Chosen with the keyboard, as a keyboard user does: a pointer's press and release land where the page is at each
    // moment, and on a loaded run the page moved between them (the press on the item, the release on the header's
    // button, no click at all), while the menu itself stood still.
    await item.focus();
    await page.keyboard.press('Enter');
    // The language's pack loads before the switch: on a busy machine that outlasted 15 s in a fresh-clone run.
    await expect.poll(() => page.locator('html').getAttribute('dir'), { timeout: 30_000 }).toBe(dir);
  } catch (error) {
    const state = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      stored: localStorage.getItem('lishka.language'),
      events: (window as unknown as { __switchEvents?: string[] }).__switchEvents,
      expanded: document.querySelector('[data-testid=language-menu]')?.getAttribute('aria-expanded'),
      active: document.activeElement?.outerHTML.slice(0, 200),
      menus: [...document.querySelectorAll('[role=menu]')].map((menu) => `${menu.getAttribute('aria-label') ?? ''}:${(menu as HTMLElement).offsetParent === null ? 'hidden' : 'shown'}`),
    }));
    await page.screenshot({ path: artifact(`language-switch-failed-${Date.now()}.png`) });
    throw new Error(`The page did not turn ${dir} (${JSON.stringify(state)}); from the choice on it said: ${seen.join(' | ') || 'nothing'}`, { cause: error });
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('requestfailed', onRequestFailed);
    page.off('request', onRequest);
  }
}
