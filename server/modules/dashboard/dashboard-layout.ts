import { DASHBOARD_COLUMNS } from '../../../engine/dashboard/grid-layout';
import type { Dashboard } from '../../../engine/generated/config-types';
import type { FieldError } from '../../plugins/errors';
import { dashboardFieldError, dashboardText, LAYOUT_PROBLEMS } from './dashboard.messages';

/** A widget's place on the 12-column grid, as react-grid-layout keeps it: i is the widget id; x counts from the start side. */
export interface LayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A placed widget with the smallest size its type allows, for react-grid-layout's minW and minH. */
export interface PlacedItem extends LayoutItem {
  minW: number;
  minH: number;
}

/** The smallest size of each widget of the office's dashboard, by widget id. */
export type LayoutWidgets = ReadonlyMap<string, { minW: number; minH: number }>;

/** The widgets a layout may place (the visible ones of the office's dashboard), with their types' smallest sizes. */
export function layoutWidgets(dashboard: Pick<Dashboard, 'widgets'>, definitions: Readonly<Record<string, { minSize: { w: number; h: number } }>>): LayoutWidgets {
  return new Map(
    dashboard.widgets
      .filter((widget) => widget.visible !== false)
      .map((widget) => {
        const minSize = definitions[widget.type]?.minSize ?? { w: 1, h: 1 };
        return [widget.id, { minW: minSize.w, minH: minSize.h }] as const;
      }),
  );
}

/** The office type's own layout: each visible widget where the office type places it. */
export function officeTypeItems(dashboard: Pick<Dashboard, 'widgets'>): LayoutItem[] {
  return dashboard.widgets.filter((widget) => widget.visible !== false).map((widget) => ({ i: widget.id, ...widget.position }));
}

const overlaps = (a: LayoutItem, b: LayoutItem): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * What is wrong with a layout sent to be saved, field by field (items.3.w): a widget the office's dashboard does not
 * have or placed twice, past the 12-column grid, smaller than its type allows, or over another widget.
 */
export function layoutProblems(items: readonly LayoutItem[], widgets: LayoutWidgets): FieldError[] {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const at = `items.${index}`;
    const widget = widgets.get(item.i);
    if (!widget) problems.push(dashboardFieldError(`${at}.i`, dashboardText('LAYOUT_UNKNOWN_WIDGET')));
    else if (seen.has(item.i)) problems.push(dashboardFieldError(`${at}.i`, dashboardText('LAYOUT_DUPLICATE_WIDGET')));
    seen.add(item.i);
    if (item.x + item.w > DASHBOARD_COLUMNS) problems.push(dashboardFieldError(`${at}.w`, LAYOUT_PROBLEMS.pastGrid(item.x + item.w)));
    if (widget && item.w < widget.minW) problems.push(dashboardFieldError(`${at}.w`, LAYOUT_PROBLEMS.tooNarrow(widget.minW)));
    if (widget && item.h < widget.minH) problems.push(dashboardFieldError(`${at}.h`, LAYOUT_PROBLEMS.tooShort(widget.minH)));
    const other = items.slice(0, index).find((earlier) => overlaps(earlier, item));
    if (other) problems.push(dashboardFieldError(at, LAYOUT_PROBLEMS.overlaps(other.i)));
  });
  return problems;
}

const place = (item: LayoutItem, widget: { minW: number; minH: number }): PlacedItem => {
  // A stored layout may predate a change of the widget's smallest size: grow it, and keep it on the grid.
  const w = Math.min(Math.max(item.w, widget.minW), DASHBOARD_COLUMNS);
  return { i: item.i, x: Math.min(item.x, DASHBOARD_COLUMNS - w), y: item.y, w, h: Math.max(item.h, widget.minH), minW: widget.minW, minH: widget.minH };
};

/**
 * A stored layout laid over the one beneath it (the office's default, or the office type's): the stored places of
 * the widgets the office still has, then the widgets it does not place, where the layout beneath puts them but
 * moved down below the stored ones, so nothing overlaps. Without a stored layout, the one beneath.
 */
export function arrangeLayout(stored: readonly LayoutItem[] | null, beneath: readonly LayoutItem[], widgets: LayoutWidgets): PlacedItem[] {
  const known = (items: readonly LayoutItem[]) => items.filter((item) => widgets.has(item.i));
  const base = known(beneath);
  if (!stored) return base.map((item) => place(item, widgets.get(item.i)!));
  const kept = known(stored).filter((item, index, all) => all.findIndex((other) => other.i === item.i) === index);
  const placedIds = new Set(kept.map((item) => item.i));
  const missing = base.filter((item) => !placedIds.has(item.i));
  const bottom = Math.max(0, ...kept.map((item) => item.y + item.h));
  const top = Math.min(...missing.map((item) => item.y));
  const moved = missing.map((item) => ({ ...item, y: item.y - top + bottom }));
  return [...kept, ...moved].map((item) => place(item, widgets.get(item.i)!));
}
