import { percentChange } from '../../engine/dashboard/percent-change';
import { describeTile } from '../../engine/dashboard/tile-description';
import type { StatisticTile } from '../../engine/generated/config-types';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import { BOARD_API_PATH } from '../api/opportunity-api-paths';
import type { MemoryRoutes } from './in-memory-fetcher';
import { LAYOUT_PATH, type LayoutAnswer } from './layout/layout-types';
import { dashboardWidgets, defaultItems } from './layout/widget-placements';
import { clientStatsAnswer } from './widgets/clients-by-status/clients-by-status-fixtures';
import { followUpAnswers } from './widgets/follow-ups-due/follow-ups-fixtures';
import { analyticsAnswer } from './widgets/new-clients-chart/new-clients-fixtures';
import { BUSY_BOARD } from './widgets/pipeline-value/pipeline-fixtures';
import { recentActivityAnswer, sampleActivity } from './widgets/recent-activity/activity-fixtures';
import type { ComputedTile, StatisticPeriod } from './widgets/statistics/statistics-types';
import { statisticsAnswer } from './widgets/statistics/statistics-fixtures';

// The same office and period always show the same numbers: a story's figures do not move between runs.
function seeded(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

const PERIOD_SCALE: Record<StatisticPeriod, number> = { today: 0.02, week: 0.1, month: 0.3, year: 1, all: 3 };

/** A tile of the office's dashboard with sample figures: counts in the tens to hundreds, sums in shekels. */
export function sampleTile(tile: StatisticTile, period: StatisticPeriod): ComputedTile {
  const base = tile.format === 'currency' ? 2_000_000 : 400;
  const value = Math.round(base * PERIOD_SCALE[period] * (0.3 + seeded(`${tile.id}:${period}`)));
  const previousValue = Math.round(value * (0.7 + 0.6 * seeded(`${tile.id}:${period}:previous`)));
  // As the server answers: no earlier period to compare with over all time.
  const previous = period === 'all' ? null : previousValue;
  return { ...describeTile(tile), label: { ...tile.label }, value, previousValue: previous, trend: percentChange(value, previous), unavailable: null };
}

/**
 * What the API would answer an office of this type for its whole dashboard, from memory: its own statistic tiles
 * and layout, and sample activity, follow-ups, clients by status, new clients by month and pipeline.
 */
export function sampleDashboardRoutes(config: OfficeConfiguration, now = Date.now()): MemoryRoutes {
  const dashboard = config.ui.dashboard;
  const followUps = followUpAnswers(now);
  const layout: LayoutAnswer = {
    success: true,
    data: { source: 'office-type', columns: 12, items: defaultItems(dashboardWidgets(dashboard.widgets)), updatedAt: null, hasUserLayout: false, hasOfficeLayout: false, canEditOfficeLayout: true },
  };
  return {
    [LAYOUT_PATH]: layout,
    '/dashboard/statistics': (_path: string, query: URLSearchParams) => {
      const period = (query.get('period') ?? 'month') as StatisticPeriod;
      return statisticsAnswer(period, dashboard.statistics.map((tile) => sampleTile(tile, period)));
    },
    '/dashboard/activity': recentActivityAnswer(sampleActivity(now)),
    '/clients/client/overdue-followups': followUps.overdue,
    '/clients/client/upcoming-followups': followUps.upcoming,
    '/clients/client/stats': clientStatsAnswer({ active: 142, inactive: 37, pending: 21 }),
    '/clients/client/analytics': analyticsAnswer([9, 14, 11, 18, 22, 17, 25, 21, 28, 24, 31, 27], new Date(now)),
    [BOARD_API_PATH]: BUSY_BOARD,
  };
}
