import type { Gender } from './retirement-age';

/**
 * The conversion coefficient is personal and no public table by age was found (A4), so it is an input. Its default:
 * about 200 for a man at 67 and higher for women and younger retirees (ILLUSTRATIVE: men 67 → 200, women 64 → 215,
 * 65 → 210), about 5 points a year of retirement age, within the quoted range 180–230.
 */
const ANCHORS: Record<Gender, { age: number; coefficient: number }> = {
  male: { age: 67, coefficient: 200 },
  female: { age: 65, coefficient: 210 },
};
const PER_YEAR = 5;
const RANGE = { min: 180, max: 230 } as const;

/** The default conversion coefficient by gender and retirement age. */
export function defaultCoefficient(gender: Gender, retirementAge: number): number {
  const anchor = ANCHORS[gender];
  const coefficient = anchor.coefficient + (anchor.age - retirementAge) * PER_YEAR;
  return Math.round(Math.min(RANGE.max, Math.max(RANGE.min, coefficient)) * 100) / 100;
}

/**
 * The default life expectancy at birth (Israel, CBS, about 81 for men and 85 for women): the annuity alternative pays
 * until then. An input like the coefficient.
 */
export const DEFAULT_LIFE_EXPECTANCY: Record<Gender, number> = { male: 81, female: 85 };
