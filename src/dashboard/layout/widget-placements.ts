import type { LocalizedText, WidgetPlacement } from '../../../engine/generated/config-types';
import { widgetDefinitions, type WidgetDefinition } from '../../../widgets/widget-definitions';
import type { StoredItem } from './layout-types';

/** A widget as the dashboard draws it: its placement, title and config merged over its type's defaults. */
export interface DashboardWidget {
  placement: WidgetPlacement;
  title: LocalizedText;
  config: Record<string, unknown>;
  minSize: { w: number; h: number };
  /** Grows below its placed height to show all it draws (WidgetDefinition.growsToContent). */
  growsToContent: boolean;
}

const definitionOf = (type: string): WidgetDefinition => {
  const definition = (widgetDefinitions as Record<string, WidgetDefinition | undefined>)[type];
  // Office types are checked against the definitions when they load: reaching this is a programming error.
  if (!definition) throw new Error(`Unknown dashboard widget type "${type}" (widgets/widget-definitions.ts)`);
  return definition;
};

/** The visible widgets of an office's dashboard, with their titles and configs merged over the definitions'. */
export function dashboardWidgets(widgets: readonly WidgetPlacement[]): DashboardWidget[] {
  return widgets
    .filter((placement) => placement.visible !== false)
    .map((placement) => {
      const definition = definitionOf(placement.type);
      return { placement, title: placement.title ?? definition.title, config: { ...definition.defaults, ...(placement.config ?? {}) }, minSize: definition.minSize, growsToContent: definition.growsToContent === true };
    });
}

/** The office type's own places for these widgets, for when the stored layout cannot be read. */
export function defaultItems(widgets: readonly DashboardWidget[]): StoredItem[] {
  return widgets.map(({ placement: { id, position }, minSize }) => ({ i: id, x: position.x, y: position.y, w: position.w, h: position.h, minW: minSize.w, minH: minSize.h }));
}
