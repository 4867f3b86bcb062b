import type { StoredItem } from './layout-types';
import type { DashboardWidget } from './widget-placements';

/**
 * The layout's items for the widgets shown, in reading order: items of widgets no longer on the dashboard are
 * dropped, and a widget the layout does not place goes below everything, at its own size.
 */
export function placedItems(items: readonly StoredItem[], widgets: readonly DashboardWidget[]): StoredItem[] {
  const shown = new Set(widgets.map((widget) => widget.placement.id));
  const placed = items.filter((item) => shown.has(item.i));
  let bottom = Math.max(0, ...placed.map((item) => item.y + item.h));
  for (const { placement, minSize } of widgets) {
    if (placed.some((item) => item.i === placement.id)) continue;
    placed.push({ i: placement.id, x: placement.position.x, y: bottom, w: placement.position.w, h: placement.position.h, minW: minSize.w, minH: minSize.h });
    bottom += placement.position.h;
  }
  return placed.sort((a, b) => a.y - b.y || a.x - b.x);
}
