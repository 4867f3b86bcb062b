import type { Locator, Page } from 'playwright-core';

/**
 * Whether the elements keep their places over three animation frames, with the page's fonts in and no antd motion
 * (a popover zooming in, a column's card flying home) running on them or around them.
 */
export async function stillForFrames(...locators: Locator[]): Promise<boolean> {
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
 * Whether the whole page is at rest: its fonts in, no animation that ends still running (the route's entrance
 * fading and sliding in, the loading bar, an antd motion; a spinner's endless turning is no motion to wait for),
 * and none started over three animation frames.
 */
export async function pageIsStill(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const isMoving = () => document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    if (isMoving()) return false;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let count = 0; count < 3; count += 1) await frame();
    return !isMoving();
  });
}
