import { lazy, type ComponentType } from 'react';
import type { WidgetComponentEntry, WidgetProps } from './widget-props';

type AnyWidget = WidgetComponentEntry['component'];

// Each widget loads in its own chunk, so a dashboard pays only for the widgets it places; asked for ahead (the
// start-up, once the office's dashboard is known), it loads once and draws at once.
function entry<Config extends object>(type: string, load: () => Promise<ComponentType<WidgetProps<Config>>>): WidgetComponentEntry & { preload(): void } {
  let loading: Promise<AnyWidget> | undefined;
  const once = (): Promise<AnyWidget> =>
    (loading ??= load().then(
      (component) => component as unknown as AnyWidget,
      (error: unknown) => {
        // A failed load is not remembered: the next draw tries again.
        loading = undefined;
        throw error;
      },
    ));
  return { type, component: lazy(async () => ({ default: await once() })), preload: () => void once().catch(() => undefined) };
}

/** The React side of every dashboard widget type, by type name (the definitions are in widgets/widget-definitions.ts). */
export const widgetComponents: Record<string, WidgetComponentEntry & { preload(): void }> = {
  statistics: entry('statistics', async () => (await import('./widgets/statistics/StatisticsWidget')).StatisticsWidget),
  'recent-activity': entry('recent-activity', async () => (await import('./widgets/recent-activity/RecentActivityWidget')).RecentActivityWidget),
  'quick-actions': entry('quick-actions', async () => (await import('./widgets/quick-actions/QuickActionsWidget')).QuickActionsWidget),
  'follow-ups-due': entry('follow-ups-due', async () => (await import('./widgets/follow-ups-due/FollowUpsDueWidget')).FollowUpsDueWidget),
  'clients-by-status': entry('clients-by-status', async () => (await import('./widgets/clients-by-status/ClientsByStatusWidget')).ClientsByStatusWidget),
  'new-clients-chart': entry('new-clients-chart', async () => (await import('./widgets/new-clients-chart/NewClientsChartWidget')).NewClientsChartWidget),
  'pipeline-value': entry('pipeline-value', async () => (await import('./widgets/pipeline-value/PipelineValueWidget')).PipelineValueWidget),
  notifications: entry('notifications', async () => (await import('./widgets/notifications/NotificationsWidget')).NotificationsWidget),
};

/** The component registered for a widget type; an unknown type fails loudly, naming it (office types are checked when they load, so this is a programming error). */
export function widgetComponentFor(type: string): AnyWidget {
  const found = widgetComponents[type];
  if (!found) throw new Error(`No dashboard widget component is registered for type "${type}" (src/dashboard/widget-components.ts)`);
  return found.component;
}

/** Starts loading the code of these widget types (an unknown type is the registry's to refuse when drawn). */
export function preloadWidgets(types: Iterable<string>): void {
  for (const type of new Set(types)) widgetComponents[type]?.preload();
}
