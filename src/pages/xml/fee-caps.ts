import { SAVINGS_PLANS, type SavingsPlanType } from '../../../engine/simulations/plan-types';

// The product types (SUG-MUTZAR-PENSIONI) whose fee caps the simulations' plans hold: managers insurance, pension
// fund and study fund. A provident fund or an insurance plan has no cap there: none is drawn.
const PLAN_OF_PRODUCT: Readonly<Record<number, SavingsPlanType>> = { 1: 'managers_insurance', 2: 'pension_fund', 4: 'hishtalmut' };

/** A product's fee caps as percentages (6 is 6%), from the simulations' plan types; null where none applies. */
export function feeCapsPct(productType: number | null): { deposit: number; balance: number } | null {
  const plan = productType === null ? undefined : PLAN_OF_PRODUCT[productType];
  if (!plan) return null;
  const caps = SAVINGS_PLANS[plan].feeCaps;
  return { deposit: Math.round(caps.deposit * 10_000) / 100, balance: Math.round(caps.accumulation * 10_000) / 100 };
}
