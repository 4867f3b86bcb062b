import { describe, expect, it } from 'vitest';
import { inputOf, NEW_SIMULATION, planPresets, problemsOf, valuesOf } from './simulation-values';

describe('the simulation form’s values', () => {
  it('send rates as fractions and leave blanks to the engine', () => {
    const input = inputOf({ ...NEW_SIMULATION, conversionCoefficient: null });
    expect(input).toMatchObject({ planType: 'pension_fund', currentAge: 30, employeeRate: 0.06, severanceRate: 0.0833, annualReturnRate: 0.04, managementFeeAccumulation: 0.005 });
    expect(input).not.toHaveProperty('conversionCoefficient');
  });

  it('give a combined plan’s own inputs to its pension component, and read them back', () => {
    const input = inputOf({ ...NEW_SIMULATION, planType: 'combined' });
    expect(input).toMatchObject({ planType: 'combined', currentAge: 30, pension: { currentSavings: 50_000, employeeRate: 0.06 }, hishtalmut: {} });
    expect(input).not.toHaveProperty('employeeRate');
    expect(valuesOf(input)).toEqual({ ...NEW_SIMULATION, planType: 'combined' });
  });

  it('round-trip a stored simulation’s inputs', () => {
    expect(valuesOf(inputOf(NEW_SIMULATION))).toEqual(NEW_SIMULATION);
  });

  it('fill a plan’s usual rates and fee caps', () => {
    expect(planPresets('hishtalmut')).toEqual({ employeeRate: 2.5, employerRate: 7.5, severanceRate: 0, managementFeeDeposit: 4, managementFeeAccumulation: 1.05 });
  });

  it('speak the engine’s checks at their fields, a combined plan’s too', () => {
    expect(problemsOf(NEW_SIMULATION)).toEqual([]);
    expect(problemsOf({ ...NEW_SIMULATION, retirementAge: 25, annualReturnRate: 30 }).map(({ field, code }) => [field, code])).toEqual([
      ['retirementAge', 'RETIREMENT_AFTER_CURRENT'],
      ['annualReturnRate', 'INTEREST_RATE_RANGE'],
    ]);
    expect(problemsOf({ ...NEW_SIMULATION, planType: 'combined', employeeRate: 120 }).map(({ field }) => field)).toEqual(['employeeRate']);
    expect(problemsOf({ ...NEW_SIMULATION, currentSalary: null }).map(({ code }) => code)).toEqual(['SALARY_REQUIRED']);
  });
});
