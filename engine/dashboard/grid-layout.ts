import type { Dashboard, LocalizedText } from '../generated/config-types';

/** The dashboard's grid is 12 columns wide (spec 3 §2). */
export const DASHBOARD_COLUMNS = 12;

/** A widget placed for react-grid-layout: i is the widget id; x counts from the left edge of the screen. */
export interface DashboardGridItem {
  i: string;
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
  title?: LocalizedText;
  config: Record<string, unknown>;
}

/**
 * The visible widgets as grid items. Office types place widgets from the start side; react-grid-layout has no
 * right-to-left mode, so in right-to-left the x of each widget is mirrored (STACK.md).
 */
export function dashboardGridItems(dashboard: Pick<Dashboard, 'widgets'>, direction: 'rtl' | 'ltr'): DashboardGridItem[] {
  return dashboard.widgets
    .filter((widget) => widget.visible !== false)
    .map((widget) => ({
      i: widget.id,
      type: widget.type,
      x: direction === 'rtl' ? mirrorX(widget.position.x, widget.position.w) : widget.position.x,
      y: widget.position.y,
      w: widget.position.w,
      h: widget.position.h,
      ...(widget.title ? { title: widget.title } : {}),
      config: widget.config ?? {},
    }));
}

/** The left-edge x of a widget that starts at column x from the right (and back again). */
export function mirrorX(x: number, w: number, columns: number = DASHBOARD_COLUMNS): number {
  return columns - x - w;
}
