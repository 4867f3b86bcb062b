import { describe, expect, it } from 'vitest';
import { checkCompleteInput, checkCoverInput } from './check-simulation-input';
import { simulationMessages } from './simulation-messages';

const valid = { planType: 'pension_fund' as const, currentAge: 30, retirementAge: 67, currentSalary: 15_000, annualReturnRate: 0.04 };
const codes = (input: object) => checkCompleteInput(input).map(({ path, code }) => `${path}:${code}`);

describe('the checks of spec 2 §5', () => {
  it('let a complete input through', () => {
    expect(checkCompleteInput(valid)).toEqual([]);
    expect(checkCompleteInput({ ...valid, planType: 'hishtalmut', retirementAge: undefined, horizonYears: 6 })).toEqual([]);
  });

  it('require the age and the salary, and a valid age', () => {
    expect(codes({ planType: 'pension_fund', retirementAge: 67, annualReturnRate: 0.04 })).toEqual(['currentAge:AGE_REQUIRED', 'currentSalary:SALARY_REQUIRED']);
    expect(codes({ ...valid, currentAge: 7 })).toEqual(['currentAge:AGE_INVALID']);
  });

  it('want the retirement age above the current one', () => {
    expect(codes({ ...valid, retirementAge: 30 })).toEqual(['retirementAge:RETIREMENT_AFTER_CURRENT']);
  });

  it('keep contribution rates within 0–100% and the return within 0–20%, in combined components too', () => {
    expect(codes({ ...valid, employeeRate: 1.2, annualReturnRate: 0.25 })).toEqual(['annualReturnRate:INTEREST_RATE_RANGE', 'employeeRate:CONTRIBUTION_RATE_RANGE']);
    expect(codes({ ...valid, planType: 'combined', pension: { employerRate: -0.1 } })).toEqual(['pension.employerRate:CONTRIBUTION_RATE_RANGE']);
  });

  it('want amounts positive', () => {
    expect(codes({ ...valid, currentSavings: -5, conversionCoefficient: 0 })).toEqual(['currentSavings:POSITIVE_NUMBER', 'conversionCoefficient:POSITIVE_NUMBER']);
    expect(codes({ ...valid, planType: 'hishtalmut', horizonYears: 1e9 })).toEqual(['horizonYears:YEARS_INVALID']);
    expect(checkCoverInput({ insuredSalary: -1 }).map((p) => p.code)).toEqual(['POSITIVE_NUMBER']);
  });

  it('speak every language, with their numbers filled in', () => {
    expect(simulationMessages({ code: 'AGE_INVALID', params: { min: 16, max: 100 } }).en).toBe('Enter a valid age (from 16 to 100)');
    expect(simulationMessages({ code: 'RETIREMENT_AFTER_CURRENT' }).he).toBe('גיל הפרישה חייב להיות גדול מהגיל הנוכחי');
  });
});
