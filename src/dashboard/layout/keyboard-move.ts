import { cloneLayout, moveElement, verticalCompactor, type Layout, type LayoutItem } from 'react-grid-layout/core';

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const;
type Arrow = (typeof ARROWS)[number];

/** Whether a key is one the drag handle moves a widget with. */
export const isArrowKey = (key: string): key is Arrow => (ARROWS as readonly string[]).includes(key);

const placeOf = (layout: Layout) => JSON.stringify([...layout].sort((a, b) => a.i.localeCompare(b.i)).map(({ i, x, y, w, h }) => [i, x, y, w, h]));

function moved(layout: Layout, id: string, change: (item: LayoutItem) => Partial<LayoutItem>, cols: number): Layout {
  const copy = cloneLayout(layout) as LayoutItem[];
  const item = copy.find((candidate) => candidate.i === id);
  if (!item) return layout;
  const { x = item.x, y = item.y, w = item.w, h = item.h } = change(item);
  if (w !== item.w || h !== item.h) {
    Object.assign(item, { x, w, h });
    return verticalCompactor.compact(copy, cols);
  }
  return verticalCompactor.compact(moveElement(copy, item, x, y, true, false, 'vertical', cols), cols);
}

/**
 * The layout after an arrow key on a widget's handle, as a mouse drag would leave it (the same collision and
 * compaction rules): arrows move it one visible step, with Shift they resize it. `direction` decides which way
 * is wider: the end side (left in right-to-left). Answers the layout unchanged when the widget cannot go further.
 */
export function moveByKey(layout: Layout, id: string, key: Arrow, { isResize = false, direction = 'ltr', cols = 12 }: { isResize?: boolean; direction?: 'rtl' | 'ltr'; cols?: number } = {}): Layout {
  const item = layout.find((candidate) => candidate.i === id);
  if (!item) return layout;
  const before = placeOf(layout);
  // A step that compaction undoes is no step: keep going until the layout changes (moving down past a taller widget).
  for (let step = 1; step <= Math.max(cols, 24); step += 1) {
    const next = moved(layout, id, (current) => change(current, key, step, { isResize, direction, cols }), cols);
    if (placeOf(next) !== before) return next;
    if (isResize || key === 'ArrowLeft' || key === 'ArrowRight') break;
  }
  return layout;
}

function change(item: LayoutItem, key: Arrow, step: number, { isResize, direction, cols }: { isResize: boolean; direction: 'rtl' | 'ltr'; cols: number }): Partial<LayoutItem> {
  if (isResize) {
    const isWider = key === (direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    if (key === 'ArrowUp') return { h: Math.max(item.minH ?? 1, item.h - 1) };
    if (key === 'ArrowDown') return { h: item.h + 1 };
    const w = Math.min(cols, Math.max(item.minW ?? 1, item.w + (isWider ? 1 : -1)));
    // In right-to-left the start edge is the right one: it stays where it is.
    const x = direction === 'rtl' ? Math.max(0, item.x + item.w - w) : Math.min(item.x, cols - w);
    return { w, x };
  }
  if (key === 'ArrowUp') return { y: Math.max(0, item.y - step) };
  if (key === 'ArrowDown') return { y: item.y + step };
  const x = item.x + (key === 'ArrowLeft' ? -step : step);
  return { x: Math.min(cols - item.w, Math.max(0, x)) };
}
