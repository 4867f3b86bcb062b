/**
 * The projection of one savings plan, month by month, exactly by the model of `shared/domain/pension-simulations.md`
 * A5 (our reference cases are checked against it within 0.5%, and each convention moves the result by more):
 *
 * - months of saving N = round(12 × years), m = 0 … N−1;
 * - the salary rises once every 12 months, S_m = S0 × (1+g)^⌊m/12⌋;
 * - the deposit D_m is the plan's (`MonthlyDeposit`), paid at the END of the month;
 * - the effective monthly return i = (1+r)^(1/12) − 1, never r/12;
 * - A_{m+1} = A_m × (1+i) × (1 − fAcc/12) + D_m × (1 − fDep) (the fee on the accumulation monthly at 1/12, A2);
 * - real values divide by (1+π)^(N/12).
 */

/** What a month's deposit depends on: the month's number and the salary that month. */
export type MonthlyDeposit = (month: number, salary: number) => number;

export interface ProjectionInput {
  /** Months of saving (N). */
  months: number;
  /** The monthly salary now (S0), ILS. */
  currentSalary: number;
  /** The savings now (A_0), ILS. */
  currentSavings: number;
  /** The yearly salary growth (g), a fraction. */
  salaryGrowthRate: number;
  /** The yearly return (r), a fraction. */
  annualReturnRate: number;
  /** The yearly inflation (π), a fraction. */
  inflationRate: number;
  /** The fee on deposits (fDep), a fraction of each deposit. */
  managementFeeDeposit: number;
  /** The yearly fee on the accumulation (fAcc), a fraction, charged monthly at 1/12. */
  managementFeeAccumulation: number;
  /** The deposit of each month. */
  deposit: MonthlyDeposit;
}

/** One year of the projection: what the table and the charts show. */
export interface ProjectionYear {
  /** 1 for the first twelve months. */
  year: number;
  /** Months of this year that were saved (12, or fewer in the last). */
  months: number;
  /** The monthly salary in this year, nominal. */
  monthlySalary: number;
  /** What was deposited this year, before the fee on deposits. */
  deposits: number;
  /** The balance at the end of this year, nominal and in today's money. */
  balanceNominal: number;
  balanceReal: number;
}

export interface Projection {
  months: number;
  /** The sum of every deposit, before the fee on deposits. */
  totalDepositsNominal: number;
  /** A_N, nominal and in today's money. */
  totalSavingsNominal: number;
  totalSavingsReal: number;
  /** The salary of the last month saved, S0 × (1+g)^⌊(N−1)/12⌋ (S0 when nothing is saved). */
  finalMonthlySalaryNominal: number;
  /** D_0. */
  monthlyDepositFirstMonth: number;
  /** (1+π)^(N/12): what divides a nominal amount at the end into today's money. */
  inflationFactor: number;
  /** The effective monthly return i. */
  monthlyReturn: number;
  years: ProjectionYear[];
}

/** The effective monthly rate of a yearly one: (1+r)^(1/12) − 1. */
export function monthlyRate(annualRate: number): number {
  return Math.pow(1 + annualRate, 1 / 12) - 1;
}

/** The months of saving between two ages, or in a number of years: round(12 × years), never below 0. */
export function monthsBetween(years: number): number {
  return Math.max(0, Math.round(12 * years));
}

/** Runs the projection month by month (45 years are 540 steps: far under a millisecond). */
export function project(input: ProjectionInput): Projection {
  const { months, currentSalary, salaryGrowthRate, inflationRate } = input;
  const i = monthlyRate(input.annualReturnRate);
  const grow = (1 + i) * (1 - input.managementFeeAccumulation / 12);
  const keep = 1 - input.managementFeeDeposit;
  const yearlyInflation = 1 + inflationRate;
  const years: ProjectionYear[] = [];
  let balance = input.currentSavings;
  let totalDeposits = 0;
  let firstDeposit = 0;
  let yearDeposits = 0;
  let salary = currentSalary;
  for (let m = 0; m < months; m += 1) {
    if (m % 12 === 0) salary = currentSalary * Math.pow(1 + salaryGrowthRate, m / 12);
    const deposit = input.deposit(m, salary);
    if (m === 0) firstDeposit = deposit;
    balance = balance * grow + deposit * keep;
    totalDeposits += deposit;
    yearDeposits += deposit;
    if (m % 12 === 11 || m === months - 1) {
      const saved = m + 1;
      years.push({
        year: Math.floor(m / 12) + 1,
        months: (m % 12) + 1,
        monthlySalary: salary,
        deposits: yearDeposits,
        balanceNominal: balance,
        balanceReal: balance / Math.pow(yearlyInflation, saved / 12),
      });
      yearDeposits = 0;
    }
  }
  const inflationFactor = Math.pow(yearlyInflation, months / 12);
  return {
    months,
    totalDepositsNominal: totalDeposits,
    totalSavingsNominal: balance,
    totalSavingsReal: balance / inflationFactor,
    finalMonthlySalaryNominal: months > 0 ? currentSalary * Math.pow(1 + salaryGrowthRate, Math.floor((months - 1) / 12)) : currentSalary,
    monthlyDepositFirstMonth: firstDeposit,
    inflationFactor,
    monthlyReturn: i,
    years,
  };
}
