import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { stillForFrames } from './still-for-frames';

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
