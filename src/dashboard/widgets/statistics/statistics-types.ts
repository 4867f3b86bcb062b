/** The periods a statistic is computed over (week is the last 7 days). */
export const STATISTIC_PERIODS = ['today', 'week', 'month', 'year', 'all'] as const;
export type StatisticPeriod = (typeof STATISTIC_PERIODS)[number];

/** One tile as GET /api/dashboard/statistics computes it (server/modules/dashboard/dashboard.schemas.ts). */
export interface ComputedTile {
  id: string;
  label: Record<string, string>;
  labelKey?: string;
  icon?: string;
  color?: string;
  path?: string;
  entity: string;
  aggregation: 'count' | 'sum';
  field: string | null;
  format: 'number' | 'currency';
  currency: 'ILS' | null;
  value: number | null;
  previousValue: number | null;
  /** Percent change against the previous period, one decimal; null when there is none to compute. */
  trend: number | null;
  isTrendShown: boolean;
  unavailable: null | { reason: string; field?: string; messages: Record<string, string> };
}

/** GET /api/dashboard/statistics's answer. */
export interface StatisticsAnswer {
  success: true;
  data: {
    period: StatisticPeriod;
    timeZone: string;
    computedAt: string;
    range: { from: string | null; to: string };
    previousRange: { from: string | null; to: string } | null;
    tiles: ComputedTile[];
  };
}

/** The SWR key of the statistics over a period. */
export const statisticsKey = (period: StatisticPeriod) => `/dashboard/statistics?period=${period}`;
