import { describe, expect, it } from 'vitest';
import { amountDeposit, rateDeposit } from './deposits';
import { monthlyRate, monthsBetween, project, type ProjectionInput } from './projection';

const base: ProjectionInput = {
  months: 0,
  currentSalary: 10_000,
  currentSavings: 0,
  salaryGrowthRate: 0,
  annualReturnRate: 0,
  inflationRate: 0,
  managementFeeDeposit: 0,
  managementFeeAccumulation: 0,
  deposit: () => 0,
};

// Independent closed forms: a balance A grown for n months at q, with a deposit d kept at k at each month's end.
const grown = (a: number, q: number, n: number, d: number, k: number) => a * q ** n + (q === 1 ? d * k * n : (d * k * (q ** n - 1)) / (q - 1));

describe('the projection of A5', () => {
  it('at 0% return, growth and fees is the savings plus the plain sum of deposits', () => {
    const projection = project({ ...base, months: 360, currentSavings: 50_000, deposit: rateDeposit({ employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.0833 }) });
    expect(projection.totalDepositsNominal).toBeCloseTo(360 * 10_000 * 0.2083, 6);
    expect(projection.totalSavingsNominal).toBeCloseTo(50_000 + 360 * 2_083, 6);
    expect(projection.years).toHaveLength(30);
  });

  it('takes the effective monthly return: twelve months without deposits grow by exactly r', () => {
    const projection = project({ ...base, months: 12, currentSavings: 100_000, annualReturnRate: 0.05 });
    expect(projection.totalSavingsNominal).toBeCloseTo(105_000, 6);
    expect(monthlyRate(0.05)).toBeLessThan(0.05 / 12);
  });

  it('equals the closed form of a constant deposit at the end of each month, with both fees', () => {
    const input = { ...base, months: 300, currentSavings: 80_000, annualReturnRate: 0.045, managementFeeDeposit: 0.02, managementFeeAccumulation: 0.003, deposit: () => 2_000 };
    const q = (1 + monthlyRate(0.045)) * (1 - 0.003 / 12);
    expect(project(input).totalSavingsNominal).toBeCloseTo(grown(80_000, q, 300, 2_000, 0.98), 4);
  });

  it('raises the salary once every twelve months, and matches year-by-year closed forms', () => {
    const g = 0.02;
    const months = 12 * 10 + 5;
    const projection = project({ ...base, months, salaryGrowthRate: g, annualReturnRate: 0.04, managementFeeDeposit: 0.01, managementFeeAccumulation: 0.002, deposit: rateDeposit({ employeeRate: 0.07, employerRate: 0.075, severanceRate: 0.0833 }) });
    const q = (1 + monthlyRate(0.04)) * (1 - 0.002 / 12);
    let balance = 0;
    for (let year = 0; year * 12 < months; year += 1) {
      const n = Math.min(12, months - year * 12);
      balance = grown(balance, q, n, 10_000 * (1 + g) ** year * 0.2283, 0.99);
    }
    expect(projection.totalSavingsNominal).toBeCloseTo(balance, 4);
    expect(projection.finalMonthlySalaryNominal).toBeCloseTo(10_000 * 1.02 ** 10, 6);
    expect(projection.years.at(-1)).toMatchObject({ year: 11, months: 5 });
    expect(projection.years[1]!.monthlySalary).toBeCloseTo(10_200, 6);
  });

  it('gives real values in today\'s money, by (1+π)^(N/12)', () => {
    const projection = project({ ...base, months: 240, currentSavings: 100_000, inflationRate: 0.02 });
    expect(projection.totalSavingsReal).toBeCloseTo(100_000 / 1.02 ** 20, 6);
    expect(projection.years[9]!.balanceReal).toBeCloseTo(100_000 / 1.02 ** 10, 6);
  });

  it('in amount mode raises the amounts with the salary, once a year', () => {
    const deposit = amountDeposit(600, 1_250, 0.03);
    expect(deposit(0, 0)).toBe(1_850);
    expect(deposit(11, 0)).toBe(1_850);
    expect(deposit(12, 0)).toBeCloseTo(1_850 * 1.03, 9);
  });

  it('counts the months as round(12 × years) and never below zero', () => {
    expect(monthsBetween(67 - 25.4)).toBe(499);
    expect(monthsBetween(-2)).toBe(0);
    expect(project({ ...base, months: 0, currentSavings: 7 })).toMatchObject({ totalSavingsNominal: 7, finalMonthlySalaryNominal: 10_000, monthlyDepositFirstMonth: 0 });
  });
});
