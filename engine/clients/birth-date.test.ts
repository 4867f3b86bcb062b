import { describe, expect, it } from 'vitest';
import { birthDateFinding } from './birth-date';

// 15 June 2026, local time.
const today = new Date(2026, 5, 15, 10, 30);

describe('birthDateFinding', () => {
  it('refuses a date in the future', () => {
    expect(birthDateFinding('2026-06-16', today)).toBe('future-date');
    expect(birthDateFinding('2090-01-01', today)).toBe('future-date');
  });

  it('takes today as not in the future (but far too young)', () => {
    expect(birthDateFinding('2026-06-15', today)).toBe('under-18');
  });

  it('refuses 17 years by year difference', () => {
    expect(birthDateFinding('2009-01-01', today)).toBe('under-18');
  });

  it('accepts 18 years by year difference, even before the birthday this year (the spec counts years)', () => {
    expect(birthDateFinding('2008-01-01', today)).toBeUndefined();
    expect(birthDateFinding('2008-12-31', today)).toBeUndefined();
  });

  it('accepts 120 years and refuses 121', () => {
    expect(birthDateFinding('1906-12-31', today)).toBeUndefined();
    expect(birthDateFinding('1905-01-01', today)).toBe('over-120');
  });

  it.each(['2001-02-29', '1990-13-01', '1990-00-10', '1990-04-31', '17/05/1980', '1980-5-17', '1980-05-17T00:00:00Z', ''])('refuses %j as not a date', (value) => {
    expect(birthDateFinding(value, today)).toBe('date');
  });

  it('accepts 29 February of a leap year', () => {
    expect(birthDateFinding('2000-02-29', today)).toBeUndefined();
  });
});
