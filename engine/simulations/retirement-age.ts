/**
 * The statutory retirement age (A3, the National Insurance table and its 2021 amendment): 67 for men; for women by
 * birth year, from 62 (born 1959 or before) to 65 (born 1970 or after). A user may override it.
 */

export type Gender = 'male' | 'female';

/** Women's retirement age in months, by birth year, 1960–1969 (A3); before: 62 years, after: 65. */
const WOMEN_BY_YEAR: Record<number, number> = {
  1960: 62 * 12 + 4,
  1961: 62 * 12 + 8,
  1962: 63 * 12,
  1963: 63 * 12 + 3,
  1964: 63 * 12 + 6,
  1965: 63 * 12 + 9,
  1966: 64 * 12,
  1967: 64 * 12 + 3,
  1968: 64 * 12 + 6,
  1969: 64 * 12 + 9,
};

/** The statutory retirement age in whole months. */
export function retirementAgeMonths(gender: Gender, birthYear: number): number {
  if (gender === 'male') return 67 * 12;
  if (birthYear <= 1959) return 62 * 12;
  if (birthYear >= 1970) return 65 * 12;
  return WOMEN_BY_YEAR[birthYear]!;
}

/** The statutory retirement age in years (64.25 for 64 years and 3 months), by gender and birth date (`YYYY-MM-DD`). */
export function retirementAge(gender: Gender, birthDate: string): number {
  return retirementAgeMonths(gender, Number(birthDate.slice(0, 4))) / 12;
}

/** The age in years, with fractions of months, on a day (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const months = (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
  return months / 12;
}
