import { describe, expect, it } from 'vitest';
import { relativeHours } from './relative-hours';

describe('an SLA’s time from now', () => {
  it('counts hours up to three days, then days, ahead and passed, in the reader’s language', () => {
    expect(relativeHours(47.6, 'en')).toBe('in 48 hours');
    expect(relativeHours(-5.2, 'en')).toBe('5 hours ago');
    expect(relativeHours(96, 'en')).toBe('in 4 days');
    expect(relativeHours(5, 'he')).toMatch(/5/);
  });
});
