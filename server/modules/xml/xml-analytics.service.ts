import { productFeeCapsPct } from '../../../engine/xml/product-fee-caps';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { documentsByStatus, documentsPerDay, errorsByType, intakeTotals, policiesByProduct, policiesByStatus } from './xml-analytics.queries';
import { XML_ANALYTICS_PERIODS, type XmlAnalyticsPeriod } from './xml-paths';

const DAY_MS = 86_400_000;

/** A product's fee caps as percentages, null where it has none. */
export function feeCapsOf(productType: number | null): { capDepositPct: number | null; capBalancePct: number | null } {
  const caps = productFeeCapsPct(productType);
  return { capDepositPct: caps?.deposit ?? null, capBalancePct: caps?.balance ?? null };
}

/**
 * The intake's analytics over a period (spec 2 §9, default 30 days): the documents uploaded in it by status and per
 * day, their errors by type, and the policies they report — each policy once, from the latest file naming it — by
 * product and by status, with balances summed and fees averaged per product against the product's caps.
 */
export async function xmlAnalytics(ctx: OfficeContext, period: XmlAnalyticsPeriod, now = new Date()) {
  const days = XML_ANALYTICS_PERIODS[period];
  const since = days === null ? null : new Date(now.getTime() - days * DAY_MS);
  return inOffice(ctx, async (trx) => {
    const products = await policiesByProduct(trx, since);
    return {
      period,
      documentsByStatus: await documentsByStatus(trx, since),
      documentsOverTime: await documentsPerDay(trx, since),
      errorsByType: await errorsByType(trx, since),
      policiesByProduct: products.map((row) => ({ productType: row.product_type, count: row.policies })),
      policiesByStatus: await policiesByStatus(trx, since),
      balanceByProduct: products.map((row) => ({ productType: row.product_type, total: row.balance })),
      feesByProduct: products.map((row) => ({ productType: row.product_type, avgDepositFeePct: row.avg_deposit_fee_pct, avgBalanceFeePct: row.avg_balance_fee_pct, ...feeCapsOf(row.product_type) })),
      totals: await intakeTotals(trx, since),
    };
  });
}
