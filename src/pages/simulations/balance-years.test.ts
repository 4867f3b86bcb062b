import { describe, expect, it } from 'vitest';
import { simulateComplete } from '../../../engine/simulations/complete-simulation';
import { balanceYears } from './balance-years';

const input = { currentAge: 60, retirementAge: 62.5, currentSalary: 10_000, annualReturnRate: 0.04, inflationRate: 0.02 };

describe('balanceYears', () => {
  it('reads a plan’s table at the age each year ends, the last one short', () => {
    const years = balanceYears(simulateComplete({ ...input, planType: 'pension_fund' }), 60);
    expect(years.map((year) => year.age)).toEqual([61, 62, 62.5]);
    expect(years.at(-1)!.real).toBeLessThan(years.at(-1)!.nominal);
  });

  it('adds a combined plan’s components year by year, ending at its total', () => {
    const result = simulateComplete({ ...input, planType: 'combined' });
    const years = balanceYears(result, 60);
    expect(years).toHaveLength(3);
    expect(years.at(-1)!.nominal).toBeCloseTo(result.totalSavingsNominal, 6);
  });
});
