import { describe, expect, it } from 'vitest';
import { simulateComplete, type CombinedResult, type PlanResult } from './complete-simulation';

const employee = {
  planType: 'pension_fund' as const,
  employmentType: 'employee' as const,
  gender: 'male' as const,
  currentAge: 25,
  retirementAge: 67,
  currentSalary: 12_000,
  currentSavings: 0,
  employeeRate: 0.06,
  employerRate: 0.065,
  severanceRate: 0.0833,
  annualReturnRate: 0.04,
  inflationRate: 0.02,
  salaryGrowthRate: 0.01,
  managementFeeDeposit: 0.015,
  managementFeeAccumulation: 0.0022,
  conversionCoefficient: 200,
  lifeExpectancy: 85,
};

describe('a complete simulation', () => {
  it('turns a pension fund\'s balance into a pension by its coefficient, and reports the annuity beside it', () => {
    const result = simulateComplete(employee) as PlanResult;
    expect(result.months).toBe(504);
    expect(result.monthlyDepositFirstMonth).toBeCloseTo(12_000 * 0.2083, 6);
    expect(result.monthlyPensionNominal).toBeCloseTo(result.totalSavingsNominal / 200, 6);
    expect(result.replacementRate).toBeCloseTo(result.monthlyPensionNominal! / (12_000 * 1.01 ** 41), 9);
    expect(result.monthlyPensionReal).toBeCloseTo(result.monthlyPensionNominal! / 1.02 ** 42, 6);
    expect(result.annuity!.paymentMonths).toBe(216);
  });

  it('caps a hishtalmut\'s salary at its ceiling and pays no pension', () => {
    const result = simulateComplete({ ...employee, planType: 'hishtalmut', retirementAge: undefined, horizonYears: 6, currentSalary: 30_000, employeeRate: 0.025, employerRate: 0.075, severanceRate: 0, salaryGrowthRate: 0 }) as PlanResult;
    expect(result.months).toBe(72);
    expect(result.monthlyDepositFirstMonth).toBeCloseTo(15_712 * 0.1, 6);
    expect(result.monthlyPensionNominal).toBeUndefined();
  });

  it('a self-employed person without amounts deposits by the A1 rule', () => {
    const result = simulateComplete({ ...employee, employmentType: 'self_employed', currentSalary: 20_000, averageWage: 12_536 }) as PlanResult;
    expect(result.monthlyDepositFirstMonth).toBeCloseTo(0.0445 * 6_268 + 0.1255 * 6_268, 6);
  });

  it('a combined plan sums its components, the pension coming from the pension component', () => {
    const result = simulateComplete({
      ...employee,
      planType: 'combined',
      pension: { currentSavings: 100_000, employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.0833, conversionCoefficient: 200 },
      hishtalmut: { currentSavings: 20_000, employeeRate: 0.025, employerRate: 0.075, severanceRate: 0 },
    }) as CombinedResult;
    expect(result.totalSavingsNominal).toBeCloseTo(result.pension.totalSavingsNominal + result.hishtalmut.totalSavingsNominal, 6);
    expect(result.monthlyPensionNominal).toBe(result.pension.monthlyPensionNominal);
    expect(result.hishtalmut.monthlyDepositFirstMonth).toBeCloseTo(12_000 * 0.1, 6);
  });
});
