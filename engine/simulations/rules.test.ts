import { describe, expect, it } from 'vitest';
import { defaultCoefficient } from './coefficients';
import { CONTRIBUTION_CONFIGURATIONS, totalRate } from './contribution-configurations';
import { DEFAULT_AVERAGE_WAGE, selfEmployedDepositOn } from './deposits';
import { annuity, pensionByCoefficient } from './pension-payout';
import { SAVINGS_PLANS } from './plan-types';
import { ageOn, retirementAge } from './retirement-age';
import { profileOf, profileReturn } from './risk-profiles';

describe('the rules of the domain notes', () => {
  it('retirement ages follow the National Insurance table (A3)', () => {
    expect(retirementAge('male', '1980-05-01')).toBe(67);
    expect(retirementAge('female', '1955-01-01')).toBe(62);
    expect(retirementAge('female', '1960-03-01')).toBeCloseTo(62 + 4 / 12, 9);
    expect(retirementAge('female', '1966-07-01')).toBe(64);
    expect(retirementAge('female', '1969-07-01')).toBeCloseTo(64.75, 9);
    expect(retirementAge('female', '1985-07-01')).toBe(65);
    expect(ageOn('1990-06-15', '2026-06-14')).toBeCloseTo(35 + 11 / 12, 9);
  });

  it('fee caps are those of A2', () => {
    expect(SAVINGS_PLANS.pension_fund.feeCaps).toEqual({ deposit: 0.06, accumulation: 0.005 });
    expect(SAVINGS_PLANS.managers_insurance.feeCaps).toEqual({ deposit: 0.04, accumulation: 0.0105 });
    expect(SAVINGS_PLANS.hishtalmut.defaultSalaryCeiling).toBe(15_712);
  });

  it('contribution configurations total as A1 says', () => {
    const byId = Object.fromEntries(CONTRIBUTION_CONFIGURATIONS.map((c) => [c.id, totalRate(c)]));
    expect(byId.mandatoryMinimum).toBeCloseTo(0.185, 9);
    expect(byId.fullSeverance).toBeCloseTo(0.2083, 9);
    expect(byId.taxRecognisedMaximum).toBeCloseTo(0.2283, 9);
  });

  it('the self-employed rule takes 4.45% up to half the average wage and 12.55% up to the average wage (A1)', () => {
    const half = DEFAULT_AVERAGE_WAGE / 2;
    expect(selfEmployedDepositOn(5_000)).toBeCloseTo(222.5, 9);
    expect(selfEmployedDepositOn(DEFAULT_AVERAGE_WAGE)).toBeCloseTo(0.0445 * half + 0.1255 * half, 9);
    expect(selfEmployedDepositOn(30_000)).toBeCloseTo(selfEmployedDepositOn(DEFAULT_AVERAGE_WAGE), 9);
  });

  it('a coefficient converts as A4 shows, with defaults by gender and age', () => {
    expect(pensionByCoefficient(1_000_000, 200)).toBe(5_000);
    expect(Math.round(pensionByCoefficient(1_000_000, 205))).toBe(4_878);
    expect(defaultCoefficient('male', 67)).toBe(200);
    expect(defaultCoefficient('female', 64)).toBe(215);
    expect(defaultCoefficient('female', 65)).toBe(210);
    expect(defaultCoefficient('male', 40)).toBe(230);
  });

  it('the annuity alternative pays the balance out exactly: its payments discounted at j are the balance', () => {
    const j = (1.04) ** (1 / 12) - 1;
    const result = annuity(1_000_000, j, 240);
    let presentValue = 0;
    for (let n = 1; n <= 240; n += 1) presentValue += result.monthlyPensionNominal / (1 + j) ** n;
    expect(presentValue).toBeCloseTo(1_000_000, 4);
    expect(result.equivalentCoefficient).toBeGreaterThan(140);
    expect(result.equivalentCoefficient).toBeLessThan(170);
    expect(annuity(1_200_000, 0, 240).monthlyPensionNominal).toBe(5_000);
  });

  it('risk profiles have the spec\'s bands', () => {
    expect(profileReturn('moderate')).toBe(0.06);
    expect(profileOf(0.04)).toBe('conservative');
    expect(profileOf(0.085)).toBe('aggressive');
    expect(profileOf(0.2)).toBeUndefined();
  });
});
