import type { ComponentType } from 'react';
import type { WidgetPlacement } from '../../engine/generated/config-types';

/**
 * What every dashboard widget component receives: its placement on the office's dashboard (id, type, title) and
 * its config merged over the type's defaults (widgets/widget-definitions.ts).
 *
 * Widgets read their data only through SWR keys under the app's global fetcher (`useSWR('/clients/client/stats')`
 * and the like, paths relative to /api), never by calling the API in render: a story or test then gives them data
 * by wrapping them in an SWRConfig whose fetcher answers from memory (see src/dashboard/in-memory-fetcher.ts).
 * Each shows its own loading, empty and error states; `refreshInterval` comes from the user's auto-refresh
 * preference through the dashboard's SWRConfig, so a widget does not set it.
 */
export interface WidgetProps<Config extends object = Record<string, unknown>> {
  placement: WidgetPlacement;
  config: Config;
}

/** A widget's React side, registered by type beside its definition. */
export interface WidgetComponentEntry<Config extends object = Record<string, unknown>> {
  type: string;
  component: ComponentType<WidgetProps<Config>>;
}
