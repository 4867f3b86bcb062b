import { describe, expect, it } from 'vitest';
import type { CompleteInput } from './complete-input';
import { retirementSummary, type SavedPlan } from './retirement';

const shared = { gender: 'male' as const, currentAge: 40, retirementAge: 67, currentSalary: 15_000, annualReturnRate: 0.04, inflationRate: 0.02, salaryGrowthRate: 0 };
const pensionFund = { currentSavings: 200_000, employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.0833, managementFeeDeposit: 0.01, managementFeeAccumulation: 0.002, conversionCoefficient: 200 };
// No return, no fees, no growth: the balance is the plain sum of the deposits.
const flatHishtalmut = { currentSavings: 10_000, monthlyContribution: 1_000, employerContribution: 500, managementFeeDeposit: 0, managementFeeAccumulation: 0 };
const saved = (id: string, inputs: CompleteInput): SavedPlan => ({ id, name: id, kind: 'complete', inputs });

describe('everything at retirement', () => {
  it('counts a hishtalmut as a lump sum of its deposits, liquid only after 6 years', () => {
    const young = saved('h5', { ...shared, annualReturnRate: 0, inflationRate: 0, planType: 'hishtalmut', retirementAge: undefined, horizonYears: 5, ...flatHishtalmut });
    const six = saved('h6', { ...young.inputs, horizonYears: 6 });
    const { plans, totals } = retirementSummary([young, six]);
    expect(plans[0]).toMatchObject({ planType: 'hishtalmut', retirementAge: 45, monthlyPensionNominal: null, liquidAtRetirement: false, liquidFromAge: 46 });
    expect(plans[0]!.lumpSumNominal).toBeCloseTo(10_000 + 60 * 1_500, 6);
    expect(plans[1]).toMatchObject({ retirementAge: 46, liquidAtRetirement: true, liquidFromAge: 46 });
    expect(plans[1]!.lumpSumNominal).toBeCloseTo(10_000 + 72 * 1_500, 6);
    expect(totals).toMatchObject({ planCount: 2, monthlyPensionNominal: 0, earliestRetirementAge: 45, latestRetirementAge: 46 });
    expect(totals.lumpSumNominal).toBeCloseTo(20_000 + 132 * 1_500, 6);
    expect(totals.liquidLumpSumNominal).toBeCloseTo(10_000 + 72 * 1_500, 6);
  });

  it('makes a hishtalmut drawn at the retirement age liquid after 3 years', () => {
    const late = saved('late', { ...shared, currentAge: 63, planType: 'hishtalmut', ...flatHishtalmut });
    const tooLate = saved('too-late', { ...shared, currentAge: 65, planType: 'hishtalmut', ...flatHishtalmut });
    const [three, two] = retirementSummary([late, tooLate]).plans;
    expect(three).toMatchObject({ retirementAge: 67, liquidAtRetirement: true, liquidFromAge: 67 });
    expect(two).toMatchObject({ retirementAge: 67, liquidAtRetirement: false, liquidFromAge: 68 });
  });

  it('sums a pension fund and a hishtalmut as a combined plan of the same components does', () => {
    const apart = retirementSummary([saved('p', { ...shared, planType: 'pension_fund', ...pensionFund }), saved('h', { ...shared, planType: 'hishtalmut', ...flatHishtalmut })]);
    const together = retirementSummary([saved('c', { ...shared, planType: 'combined', pension: pensionFund, hishtalmut: flatHishtalmut })]);
    const [pension] = apart.plans;
    expect(pension).toMatchObject({ lumpSumNominal: 0, liquidAtRetirement: false, liquidFromAge: null, retirementAge: 67 });
    expect(pension!.monthlyPensionNominal).toBeCloseTo(pension!.totalSavingsNominal / 200, 6);
    expect(pension!.monthlyPensionReal).toBeCloseTo(pension!.monthlyPensionNominal! / 1.02 ** 27, 6);
    expect(together.plans[0]).toMatchObject({ planType: 'combined', retirementAge: 67, liquidAtRetirement: true, liquidFromAge: 46 });
    for (const figure of ['monthlyPensionNominal', 'monthlyPensionReal', 'lumpSumNominal', 'lumpSumReal', 'liquidLumpSumNominal', 'totalSavingsNominal', 'totalSavingsReal'] as const) {
      expect(together.totals[figure]).toBeCloseTo(apart.totals[figure], 6);
    }
    expect(apart.totals.planCount).toBe(2);
  });
});
