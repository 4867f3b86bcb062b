import type { LayoutItem } from 'react-grid-layout';

/** The grid's row height and the gap between rows, in pixels. */
export interface RowMetrics {
  rowHeight: number;
  gap: number;
}

/** How many grid rows a card of this height takes: n rows are n row heights and the n − 1 gaps between them. */
export function rowsFor(height: number, { rowHeight, gap }: RowMetrics): number {
  return Math.max(1, Math.ceil((height + gap) / (rowHeight + gap)));
}

/**
 * The layout as shown outside edit mode: a card that grows to its content (measured heights, in pixels, by id)
 * is made tall enough for it, never shorter than placed; react-grid-layout then moves the cards below it down.
 * The places kept and saved stay as placed.
 */
export function grownItems(layout: readonly LayoutItem[], heights: Readonly<Record<string, number>>, metrics: RowMetrics): LayoutItem[] {
  return layout.map((item) => {
    const height = heights[item.i];
    if (height === undefined) return item;
    const rows = rowsFor(height, metrics);
    return rows > item.h ? { ...item, h: rows } : item;
  });
}
