import type { MonthlyDeposit } from './projection';

/**
 * A month's deposit, by how the plan is paid (A1, A5):
 *
 * - by rates of the salary: min(S_m, ceiling) × (employee + employer + severance);
 * - by amounts: (employee's + employer's amount) × (1+g)^⌊m/12⌋, the amounts rising with the salary;
 * - a self-employed person's mandatory deposit on their income I (the month's salary) and the average wage AW:
 *   4.45% of min(I, AW/2) + 12.55% of max(0, min(I, AW) − AW/2).
 */

/** The average wage the self-employed rule uses when none is given (A1: NIS 12,536; a yearly parameter). */
export const DEFAULT_AVERAGE_WAGE = 12_536;

/** The self-employed rule's rates (A1). */
export const SELF_EMPLOYED_RATES = { belowHalf: 0.0445, upToAverage: 0.1255 } as const;

export interface RateDeposit {
  employeeRate: number;
  employerRate: number;
  severanceRate: number;
  /** The salary the rates apply to at most; none: the whole salary. */
  salaryCeiling?: number;
}

/** Deposits as rates of the salary, the salary capped at the ceiling. */
export function rateDeposit({ employeeRate, employerRate, severanceRate, salaryCeiling }: RateDeposit): MonthlyDeposit {
  const rate = employeeRate + employerRate + severanceRate;
  return (_month, salary) => Math.min(salary, salaryCeiling ?? Infinity) * rate;
}

/** Deposits as amounts a month, rising with the salary once a year. */
export function amountDeposit(employeeAmount: number, employerAmount: number, salaryGrowthRate: number): MonthlyDeposit {
  const first = employeeAmount + employerAmount;
  return (month) => first * Math.pow(1 + salaryGrowthRate, Math.floor(month / 12));
}

/** The self-employed mandatory deposit on an income (A1). */
export function selfEmployedDepositOn(income: number, averageWage: number = DEFAULT_AVERAGE_WAGE): number {
  const half = averageWage / 2;
  return SELF_EMPLOYED_RATES.belowHalf * Math.min(income, half) + SELF_EMPLOYED_RATES.upToAverage * Math.max(0, Math.min(income, averageWage) - half);
}

/** The self-employed mandatory deposit of each month, on that month's income. */
export function selfEmployedDeposit(averageWage: number = DEFAULT_AVERAGE_WAGE): MonthlyDeposit {
  return (_month, income) => selfEmployedDepositOn(income, averageWage);
}

/** Two deposits together (a mixed worker's salaried and self-employed parts). */
export function bothDeposits(first: MonthlyDeposit, second: MonthlyDeposit): MonthlyDeposit {
  return (month, salary) => first(month, salary) + second(month, salary);
}
