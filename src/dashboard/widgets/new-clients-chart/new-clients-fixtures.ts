import { ok } from '../../in-memory-fetcher';
import type { MonthCount } from './MonthColumns';

/** The last 24 UTC months up to `now`'s, oldest first, with these counts for the newest ones (0 before them). */
export function monthSeries(newestCounts: readonly number[], now = new Date()): MonthCount[] {
  return Array.from({ length: 24 }, (_, index) => {
    const back = 23 - index;
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    const fromNewest = newestCounts.length - 1 - back;
    return { month, count: fromNewest >= 0 ? newestCounts[fromNewest]! : 0 };
  });
}

/** The client analytics as GET /api/clients/client/analytics answers them, for stories and tests. */
export function analyticsAnswer(newestCounts: readonly number[], now = new Date()) {
  return ok({
    period: '30d',
    newClients: newestCounts.at(-1) ?? 0,
    lostClients: 0,
    conversionRate: 0,
    averageLifetimeValue: 0,
    topSources: [],
    activityTrend: [],
    newClientsByMonth: monthSeries(newestCounts, now),
  });
}
