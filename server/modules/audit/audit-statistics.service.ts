import { inOffice, type OfficeContext } from '../../context/office-context';
import { readCriteria } from './audit-criteria';
import { countByDay, countByEventType, countByUser, countTotals } from './audit-statistics.queries';

/** The range statistics cover when none is given: the last 30 days. */
export const DEFAULT_STATISTICS_DAYS = 30;

/** The office's audit figures over a range: events by type, by user, failures and per day (admins only). */
export async function auditStatistics(ctx: OfficeContext, query: { startDate?: string; endDate?: string }) {
  const criteria = readCriteria(query);
  const before = criteria.before ?? new Date();
  const from = criteria.from ?? new Date(before.getTime() - DEFAULT_STATISTICS_DAYS * 86_400_000);
  const range = { from, before };
  return inOffice(ctx, async (trx) => {
    const { total, failures } = await countTotals(trx, range);
    return {
      startDate: from.toISOString(),
      endDate: before.toISOString(),
      total,
      failures,
      byEventType: await countByEventType(trx, range),
      byUser: await countByUser(trx, range),
      overTime: await countByDay(trx, range),
    };
  });
}
