import { describe, expect, it } from 'vitest';
import { SAVINGS_PLANS } from '../../../engine/simulations/plan-types';
import { coverOf } from './cover-of';
import { inputOf, NEW_SIMULATION, planPresets, problemsOf, valuesOf } from './simulation-values';

describe('the simulation form’s values', () => {
  it('send rates as fractions and leave blanks to the engine', () => {
    const input = inputOf({ ...NEW_SIMULATION, conversionCoefficient: null });
    expect(input).toMatchObject({ planType: 'pension_fund', currentAge: 30, employeeRate: 0.06, severanceRate: 0.0833, annualReturnRate: 0.04, managementFeeAccumulation: 0.005 });
    expect(input).not.toHaveProperty('conversionCoefficient');
    expect(input).not.toHaveProperty('isAmountMode');
  });

  it('give a combined plan’s own inputs to its pension component and the study fund’s to its own, and read them back', () => {
    const values = { ...NEW_SIMULATION, planType: 'combined' as const, hishtalmut: { currentSavings: 20_000, employeeRate: 2.5, employerRate: 7.5, salaryCeiling: 15_712, managementFeeAccumulation: 0.8 } };
    const input = inputOf(values);
    expect(input).toMatchObject({ planType: 'combined', currentAge: 30, pension: { currentSavings: 50_000, employeeRate: 0.06 }, hishtalmut: { currentSavings: 20_000, employeeRate: 0.025, employerRate: 0.075, salaryCeiling: 15_712, managementFeeAccumulation: 0.008 } });
    expect(input).not.toHaveProperty('employeeRate');
    expect(valuesOf(input)).toEqual(values);
  });

  it('round-trip a stored simulation’s inputs', () => {
    expect(valuesOf(inputOf(NEW_SIMULATION))).toEqual(NEW_SIMULATION);
  });

  it('send amounts instead of rates in amount mode, the study fund’s too, and read the mode back', () => {
    const values = { ...NEW_SIMULATION, isAmountMode: true, monthlyContribution: 900, employerContribution: 1_000, salaryCeiling: 20_000 };
    const input = inputOf(values);
    expect(input).toMatchObject({ monthlyContribution: 900, employerContribution: 1_000 });
    for (const rate of ['employeeRate', 'employerRate', 'severanceRate', 'salaryCeiling']) expect(input).not.toHaveProperty(rate);
    expect(valuesOf(input)).toMatchObject({ isAmountMode: true, monthlyContribution: 900, employerContribution: 1_000 });
    const combined = inputOf({ ...values, planType: 'combined', hishtalmut: { monthlyContribution: 300, employeeRate: 2.5 } });
    expect(combined).toMatchObject({ pension: { monthlyContribution: 900 }, hishtalmut: { monthlyContribution: 300 } });
    expect(combined.hishtalmut).not.toHaveProperty('employeeRate');
    expect(inputOf({ ...values, isAmountMode: false })).not.toHaveProperty('monthlyContribution');
  });

  it('leave a self-employed amount blank to the A1 rule, with the average wage given', () => {
    const input = inputOf({ ...NEW_SIMULATION, employmentType: 'self_employed', isAmountMode: true, averageWage: 13_000 });
    expect(input).toMatchObject({ employmentType: 'self_employed', averageWage: 13_000 });
    expect(input).not.toHaveProperty('monthlyContribution');
  });

  it('carry the family’s inputs, and the cover of the current salary they make', () => {
    const values = { ...NEW_SIMULATION, maritalStatus: 'married' as const, numberOfChildren: 2 };
    expect(inputOf(values)).toMatchObject({ maritalStatus: 'married', numberOfChildren: 2 });
    expect(valuesOf(inputOf(values))).toEqual(values);
    expect(coverOf(values)).toMatchObject({ disabilityMonthly: 11_250, spouseMonthly: 9_000, childrenTotalMonthly: 6_000, perChildMonthly: 3_000, survivorsTotalMonthly: 15_000, orphansNoParentTotalMonthly: 15_000 });
    expect(coverOf({ ...values, currentSalary: null })).toBeUndefined();
  });

  it('fill a plan’s usual rates and fee caps from its preset', () => {
    expect(planPresets(SAVINGS_PLANS.hishtalmut)).toEqual({ employeeRate: 2.5, employerRate: 7.5, severanceRate: 0, managementFeeDeposit: 4, managementFeeAccumulation: 1.05 });
  });

  it('speak the engine’s checks at their fields, a combined plan’s and its study fund’s too', () => {
    expect(problemsOf(NEW_SIMULATION)).toEqual([]);
    expect(problemsOf({ ...NEW_SIMULATION, retirementAge: 25, annualReturnRate: 30 }).map(({ field, code }) => [field, code])).toEqual([
      ['retirementAge', 'RETIREMENT_AFTER_CURRENT'],
      ['annualReturnRate', 'INTEREST_RATE_RANGE'],
    ]);
    expect(problemsOf({ ...NEW_SIMULATION, planType: 'combined', employeeRate: 120, hishtalmut: { employerRate: 150 } }).map(({ field }) => field)).toEqual(['employeeRate', 'hishtalmut.employerRate']);
    expect(problemsOf({ ...NEW_SIMULATION, currentSalary: null }).map(({ code }) => code)).toEqual(['SALARY_REQUIRED']);
    expect(problemsOf({ ...NEW_SIMULATION, isAmountMode: true, monthlyContribution: -5 }).map(({ field, code }) => [field, code])).toEqual([['monthlyContribution', 'POSITIVE_NUMBER']]);
  });
});
