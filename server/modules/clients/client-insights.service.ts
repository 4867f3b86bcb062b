import { inOffice, type OfficeContext } from '../../context/office-context';
import { activityPerDay, averageClosedValue, changedTo, clientCounts, createdPerMonth, createdSince, sourcesSince } from './client-insights.queries';

/** The analytics periods (spec 2 §3) and their length in days. */
export const ANALYTICS_PERIODS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export type AnalyticsPeriod = keyof typeof ANALYTICS_PERIODS;

const DAY_MS = 86_400_000;
const TOP_SOURCES = 5;
/** How many months, this one included, the monthly series of new clients covers (the dashboard chart shows up to 24). */
export const NEW_CLIENT_MONTHS = 24;
// Percentages to two decimals.
const percent = (part: number, whole: number): number => Math.round((part / whole) * 10_000) / 100;

/** The office's client statistics (spec 2 §3): totals, this month's new clients and their growth over the month before, by status and priority. */
export async function clientStats(ctx: OfficeContext) {
  const counts = await inOffice(ctx, (trx) => clientCounts(trx, ctx.tenant.id));
  const growthRate = counts.previous_month === 0 ? (counts.this_month > 0 ? 100 : 0) : percent(counts.this_month - counts.previous_month, counts.previous_month);
  return {
    totalClients: counts.total,
    activeClients: counts.active,
    newClientsThisMonth: counts.this_month,
    growthRate,
    clientsByStatus: { active: counts.active, inactive: counts.inactive, pending: counts.pending },
    clientsByPriority: { low: counts.low, medium: counts.medium, high: counts.high },
  };
}

/**
 * The office's client analytics over a period (spec 2 §3): clients created, clients whose status became inactive,
 * the leads closed as a share of the leads created, the mean value a client has closed (all time), the top sources
 * of the period's clients, and the activity per day; and, whatever the period, the clients created in each of the
 * last 24 UTC months.
 */
export async function clientAnalytics(ctx: OfficeContext, period: AnalyticsPeriod, now = new Date()) {
  const since = new Date(now.getTime() - ANALYTICS_PERIODS[period] * DAY_MS);
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (NEW_CLIENT_MONTHS - 1), 1));
  return inOffice(ctx, async (trx) => {
    const created = await createdSince(trx, ctx.tenant.id, since);
    const closedLeads = await changedTo(trx, since, 'leadStatus', 'closed');
    return {
      period,
      newClients: created.created,
      lostClients: await changedTo(trx, since, 'status', 'inactive'),
      conversionRate: created.leads === 0 ? 0 : percent(closedLeads, created.leads),
      averageLifetimeValue: Math.round((await averageClosedValue(trx)) * 100) / 100,
      topSources: await sourcesSince(trx, since, TOP_SOURCES),
      activityTrend: await activityPerDay(trx, since),
      newClientsByMonth: await createdPerMonth(trx, ctx.tenant.id, firstMonth, now),
    };
  });
}
