import { describe, expect, it } from 'vitest';
import { disability, payFactor, survivors } from './disability-survivors';

describe('disability and survivors (A6)', () => {
  it('pays the cover of the insured salary by the loss of capacity', () => {
    expect(disability({ insuredSalary: 20_000 }).disabilityMonthly).toBe(15_000);
    expect(disability({ insuredSalary: 20_000, disabilityCoverageRate: 0.6, lossOfCapacity: 0.5 }).disabilityMonthly).toBeCloseTo(6_000, 9);
    expect(disability({ insuredSalary: 20_000, disabilityCoverageRate: 0.9 }).coverageRate).toBe(0.75);
    expect([payFactor(0.2), payFactor(0.25), payFactor(0.74), payFactor(0.8)]).toEqual([0, 0.25, 0.74, 1]);
  });

  it('gives a spouse 60% and the children under 21 40% together, split equally', () => {
    const result = survivors({ insuredSalary: 10_000, maritalStatus: 'married', numberOfChildren: 3, childrenAgesUnder21: 2 });
    expect(result).toMatchObject({ spouseMonthly: 6_000, childrenTotalMonthly: 4_000, perChildMonthly: 2_000, survivorsTotalMonthly: 10_000, orphansNoParentTotalMonthly: 10_000 });
  });

  it('gives orphans with no parent the whole base, and parents 20% each', () => {
    const result = survivors({ insuredSalary: 10_000, survivorsCoverageRate: 0.8, maritalStatus: 'single', numberOfChildren: 2, dependentParents: 1 });
    expect(result.survivorsBase).toBe(8_000);
    expect(result.survivorsTotalMonthly).toBeCloseTo(8_000, 9);
    expect(result.childrenTotalMonthly + result.parentsMonthly).toBeCloseTo(8_000, 9);
    expect(result.parentsMonthly / result.childrenTotalMonthly).toBeCloseTo(0.2, 9);
  });

  it('caps the total at the base, cutting each share in proportion', () => {
    const result = survivors({ insuredSalary: 10_000, maritalStatus: 'married', numberOfChildren: 1, disabledChild: true, dependentParents: 2 });
    expect(result.survivorsTotalMonthly).toBeCloseTo(10_000, 9);
    expect(result.spouseMonthly / result.disabledChildMonthly).toBeCloseTo(1.5, 9);
  });

  it('legacy by-laws give each orphan 30% beside a spouse and 40% without, at most 100% together', () => {
    expect(survivors({ insuredSalary: 10_000, maritalStatus: 'married', numberOfChildren: 1, bylaws: 'legacy' })).toMatchObject({ spouseMonthly: 6_000, childrenTotalMonthly: 3_000 });
    expect(survivors({ insuredSalary: 10_000, maritalStatus: 'divorced', numberOfChildren: 2, bylaws: 'legacy' }).childrenTotalMonthly).toBe(8_000);
    expect(survivors({ insuredSalary: 10_000, maritalStatus: 'divorced', numberOfChildren: 4, bylaws: 'legacy' }).childrenTotalMonthly).toBe(10_000);
  });
});
