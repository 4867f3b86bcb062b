/**
 * The plan types (A2, A7): each with its fee caps (the most a product may take from deposits and, yearly, from the
 * accumulation), whether it pays a pension, and the salary its deposits are capped at by default. A registry, so a
 * calculation, a preset list and a screen ask the plan rather than name it.
 */

export type SavingsPlanType = 'pension_fund' | 'managers_insurance' | 'hishtalmut';
export type PlanType = SavingsPlanType | 'combined';

export interface FeeCaps {
  /** The most taken from each deposit, a fraction. */
  deposit: number;
  /** The most taken from the accumulation a year, a fraction. */
  accumulation: number;
}

export interface SavingsPlan {
  id: SavingsPlanType;
  feeCaps: FeeCaps;
  /** Whether the balance becomes a monthly pension (hishtalmut is a lump sum). */
  paysPension: boolean;
  /** The salary the deposits are capped at unless the input says otherwise (hishtalmut's tax-free ceiling). */
  defaultSalaryCeiling?: number;
  /** The usual contribution rates of the plan (A1, A7), as a preset. */
  defaultRates: { employeeRate: number; employerRate: number; severanceRate: number };
}

/** Keren hishtalmut's tax-free salary ceiling (A7: NIS 15,712 a month). */
export const HISHTALMUT_SALARY_CEILING = 15_712;

export const SAVINGS_PLANS: Record<SavingsPlanType, SavingsPlan> = {
  pension_fund: {
    id: 'pension_fund',
    feeCaps: { deposit: 0.06, accumulation: 0.005 },
    paysPension: true,
    defaultRates: { employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.0833 },
  },
  managers_insurance: {
    id: 'managers_insurance',
    feeCaps: { deposit: 0.04, accumulation: 0.0105 },
    paysPension: true,
    defaultRates: { employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.0833 },
  },
  hishtalmut: {
    id: 'hishtalmut',
    feeCaps: { deposit: 0.04, accumulation: 0.0105 },
    paysPension: false,
    defaultSalaryCeiling: HISHTALMUT_SALARY_CEILING,
    defaultRates: { employeeRate: 0.025, employerRate: 0.075, severanceRate: 0 },
  },
};

/** The plan types a simulation offers, in the order a screen lists them. */
export const PLAN_TYPES: readonly PlanType[] = ['pension_fund', 'managers_insurance', 'hishtalmut', 'combined'];
