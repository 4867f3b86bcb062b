import type { Layout, LayoutItem } from 'react-grid-layout';
import { DASHBOARD_COLUMNS, mirrorX } from '../../../engine/dashboard/grid-layout';
import type { StoredItem, StoredPlace } from './layout-types';

type Direction = 'rtl' | 'ltr';

// react-grid-layout has no right-to-left mode: its x is always from the left, the server's from the start side.
const flip = (x: number, w: number, direction: Direction) => (direction === 'rtl' ? mirrorX(x, w, DASHBOARD_COLUMNS) : x);

/** The server's places as react-grid-layout's layout, mirrored in right-to-left. */
export function toGridLayout(items: readonly StoredItem[], direction: Direction): LayoutItem[] {
  return items.map(({ i, x, y, w, h, minW, minH }) => ({ i, x: flip(x, w, direction), y, w, h, minW, minH }));
}

/** react-grid-layout's layout as the server keeps it (x from the start side), only i, x, y, w and h, in reading order. */
export function fromGridLayout(layout: Layout, direction: Direction): StoredPlace[] {
  return layout
    .map(({ i, x, y, w, h }) => ({ i, x: flip(x, w, direction), y, w, h }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Whether two sets of places put every widget in the same place. */
export function isSameLayout(a: readonly StoredPlace[], b: readonly StoredPlace[]): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(b.map((place) => [place.i, place]));
  return a.every((place) => {
    const other = byId.get(place.i);
    return other !== undefined && other.x === place.x && other.y === place.y && other.w === place.w && other.h === place.h;
  });
}
