import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { artifact } from './browser';

/**
 * Drags a card by its handle with the real mouse and lets go with the pointer on the middle of a column (of the
 * column's part on screen): where a person aims, whatever part of the card they grabbed.
 */
export async function dragToColumnMiddle(page: Page, handle: Locator, column: Locator): Promise<void> {
  // A drag handle measured mid-animation (a column filling in) would be missed, and the last drop's floating copy,
  // still flying to its place, would take the press instead of the handle under it.
  await expect.poll(() => handle.count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => page.locator('.board-drag-overlay').count(), { timeout: 15_000 }).toBe(0);
  // The board may be wider than the window: bring the target column to the middle of the board's view first, so the
  // drop point is not near the board's edge, where the board scrolls itself under a pointer that lingers (a busy
  // machine's slow steps linger) and the card lands a column further on.
  await column.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'center' }));
  // The card may sit below the fold of a long column: the pointer can only grab what is on screen.
  await handle.scrollIntoViewIfNeeded();
  // Aimed only once nothing moves: a language's font arriving, or a column growing as its cards come in, shifts the
  // board between the measuring and the press, and the card is let go beside the column meant.
  await expect.poll(() => stillForFrames(handle, column), { timeout: 15_000 }).toBe(true);
  const from = (await handle.boundingBox())!;
  const target = (await column.boundingBox())!;
  const viewport = page.viewportSize()!;
  // The board may be wider than the window and scrolled: aim at the column's part on screen, across as well as down.
  const [top, bottom] = [Math.max(target.y, 0), Math.min(target.y + target.height, viewport.height)];
  const [left, right] = [Math.max(target.x, 0), Math.min(target.x + target.width, viewport.width)];
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  const [toX, toY] = [(left + right) / 2, (top + bottom) / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Past the 5 px that starts a drag, then across in steps as a hand would.
  await page.mouse.move(x + 10, y + 10, { steps: 5 });
  await page.mouse.move(toX, toY, { steps: 20 });
  // One more step over the target, so the board has seen the pointer there before the drop.
  await page.mouse.move(toX + 1, toY + 1, { steps: 2 });
  await page.mouse.up();
}

/**
 * Whether the elements keep their places over three animation frames, with the page's fonts in and no antd motion
 * (a popover zooming in, a column's card flying home) running on them or around them.
 */
async function stillForFrames(...locators: Locator[]): Promise<boolean> {
  const elements = await Promise.all(locators.map((locator) => locator.elementHandle()));
  if (elements.some((element) => element === null)) return false;
  return locators[0]!.evaluate(async (_first, all) => {
    await document.fonts.ready;
    // rc-motion's classes while a motion runs (…-appear, …-appear-prepare, -start, -active); not a finished one's.
    const motion = /-(appear|enter|leave)(-prepare|-start|-active)?(\s|$)/;
    const moving = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) if (motion.test(at.getAttribute('class') ?? '')) return true;
      return false;
    };
    if (all.some(moving)) return false;
    const places = () => all.map((element) => element.getBoundingClientRect()).map((rect) => [rect.x, rect.y, rect.width, rect.height].join()).join(';');
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const before = places();
    for (let count = 0; count < 3; count += 1) await frame();
    return places() === before && !all.some(moving);
  }, elements);
}

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
    // Pressed only once the menu stands where it will stay: pressed as it zoomed in, the press landed on the item and
    // the release, a moment later, on the header's button, so no click reached the item (a loaded run's events).
    await expect.poll(() => stillForFrames(item), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => {
      const events: string[] = [];
      (window as unknown as { __switchEvents: string[] }).__switchEvents = events;
      for (const type of ['pointerdown', 'mousedown', 'mouseup', 'click'])
        document.addEventListener(type, (event) => events.push(`${type}@${(event.target as Element).outerHTML.slice(0, 80)}`), { capture: true });
    });
    await item.click();
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
