import { SAVINGS_PLANS, type FeeCaps } from '../simulations/plan-types';

/**
 * The fee caps each clearing-house product (SUG-MUTZAR-PENSIONI) answers to, from the simulations' plan types: 1
 * managers insurance; 2 pension fund; 3 kupat gemel, capped as managers insurance is (domain notes A2 put them in
 * one row: 4% of deposits, 1.05% of the accumulation); 4 keren hishtalmut; 5 an insurance plan, which covers risk
 * and has no savings fee cap in the notes.
 */
const CAPS_BY_PRODUCT: Readonly<Record<number, FeeCaps | null>> = {
  1: SAVINGS_PLANS.managers_insurance.feeCaps,
  2: SAVINGS_PLANS.pension_fund.feeCaps,
  3: SAVINGS_PLANS.managers_insurance.feeCaps,
  4: SAVINGS_PLANS.hishtalmut.feeCaps,
  5: null,
};

// A fraction as the files write a percentage (0.005 → 0.5), without floating noise.
const asPct = (fraction: number): number => Number((fraction * 100).toFixed(4));

/** A product's fee caps as percentages (6 is 6%), null where it has none. */
export function productFeeCapsPct(productType: number | null): { deposit: number; balance: number } | null {
  const caps = productType === null ? null : (CAPS_BY_PRODUCT[productType] ?? null);
  return caps ? { deposit: asPct(caps.deposit), balance: asPct(caps.accumulation) } : null;
}
