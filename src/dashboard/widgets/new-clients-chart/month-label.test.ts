import { describe, expect, it } from 'vitest';
import { monthLabel } from './month-label';

describe('month label', () => {
  it('names the month in the language, in UTC whatever the machine’s zone', () => {
    expect(monthLabel('2026-01', 'en', 'axis')).toBe('Jan');
    expect(monthLabel('2026-01', 'en', 'full')).toBe('January 2026');
    expect(monthLabel('2026-01', 'en', 'axis-with-year')).toBe('Jan 26');
    expect(monthLabel('2026-03', 'he', 'full')).toContain('מרץ');
    expect(monthLabel('2026-03', 'he', 'full')).toContain('2026');
  });
});
