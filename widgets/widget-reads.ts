import type { Dashboard, WidgetPlacement } from '../engine/generated/config-types';
import { widgetDefinitions, type WidgetDefinition } from './widget-definitions';

/** A period the statistics are computed over. */
export type StatisticPeriod = NonNullable<Dashboard['defaultPeriod']>;
/** What the activity calls filter by: all, or one entity type. */
export type ActivityFilter = 'all' | 'client' | 'document' | 'opportunity' | 'simulation';

// The API paths the widgets read (relative to /api, as the browser's SWR keys name them).
export const DASHBOARD_LAYOUT_PATH = '/dashboard/layout';
export const statisticsPath = (period: StatisticPeriod): string => `/dashboard/statistics?period=${period}`;
export const recentActivityPath = (filter: ActivityFilter, perType: number, limit: number): string => `/dashboard/activity?filter=${filter}&perType=${perType}&limit=${limit}`;
export const OVERDUE_FOLLOW_UPS_PATH = '/clients/client/overdue-followups';
export const UPCOMING_FOLLOW_UPS_PATH = '/clients/client/upcoming-followups';
export const upcomingFollowUpsPath = (days: number): string => `${UPCOMING_FOLLOW_UPS_PATH}?days=${days}`;
export const CLIENT_STATS_PATH = '/clients/client/stats';
export const CLIENT_ANALYTICS_PATH = '/clients/client/analytics';
export const PIPELINE_BOARD_PATH = '/opportunities/board';
/** The feature the pipeline's board belongs to. */
export const PIPELINE_FEATURE = 'opportunities';

/** What a widget's reads depend on besides its config: the office's dashboard and features. */
export interface WidgetReadContext {
  defaultPeriod: StatisticPeriod;
  enabledFeatures: readonly string[];
}

type Config = Record<string, unknown>;
const numberOf = (config: Config, key: string, fallback: number): number => (typeof config[key] === 'number' ? config[key] : fallback);

/**
 * The API paths each widget type reads when it is first drawn, from its config merged over its type's defaults.
 * The widgets ask for exactly these (their SWR keys), and the dashboard's batch (GET /api/dashboard/batch) answers
 * them in one call; a read of a feature the office has off is not made.
 */
const READS: Record<keyof typeof widgetDefinitions, (config: Config, context: WidgetReadContext) => string[]> = {
  statistics: (_config, { defaultPeriod }) => [statisticsPath(defaultPeriod)],
  'recent-activity': (config) => [recentActivityPath('all', numberOf(config, 'perEntity', 2), numberOf(config, 'total', 5))],
  'quick-actions': () => [],
  'follow-ups-due': (config) => [OVERDUE_FOLLOW_UPS_PATH, upcomingFollowUpsPath(numberOf(config, 'days', 7))],
  'clients-by-status': () => [CLIENT_STATS_PATH],
  'new-clients-chart': () => [CLIENT_ANALYTICS_PATH],
  'pipeline-value': (_config, { enabledFeatures }) => (enabledFeatures.includes(PIPELINE_FEATURE) ? [PIPELINE_BOARD_PATH] : []),
  // The notifications live in the browser.
  notifications: () => [],
};

/** A placement's config merged over its type's defaults, as the dashboard draws it. */
export function placedConfig(placement: WidgetPlacement): Config {
  const definition = (widgetDefinitions as Record<string, WidgetDefinition | undefined>)[placement.type];
  return { ...(definition?.defaults ?? {}), ...(placement.config ?? {}) };
}

/**
 * Every read the first drawing of a dashboard makes: its layout, then each visible widget's, each path once. An
 * unknown widget type fails loudly (office types are checked against the definitions when they load).
 */
export function dashboardReads(dashboard: Pick<Dashboard, 'widgets' | 'defaultPeriod'>, enabledFeatures: readonly string[]): string[] {
  const context: WidgetReadContext = { defaultPeriod: dashboard.defaultPeriod ?? 'month', enabledFeatures };
  const reads = dashboard.widgets
    .filter((placement) => placement.visible !== false)
    .flatMap((placement) => {
      const readsOf = (READS as Record<string, (typeof READS)[keyof typeof READS] | undefined>)[placement.type];
      if (!readsOf) throw new Error(`Unknown dashboard widget type "${placement.type}" (widgets/widget-reads.ts)`);
      return readsOf(placedConfig(placement), context);
    });
  return [...new Set([DASHBOARD_LAYOUT_PATH, ...reads])];
}
