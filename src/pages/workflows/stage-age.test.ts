import { describe, expect, it } from 'vitest';
import { ageText } from './stage-age';

const now = Date.parse('2026-11-26T12:00:00Z');
const entered = (minutesAgo: number) => ({ stageEnteredAt: new Date(now - minutesAgo * 60_000).toISOString() });

describe('a record’s time in its stage', () => {
  it('is in minutes within the first hour, then in hours, then in days', () => {
    expect(ageText(entered(12), now, 'en')).toBe('12 minutes ago');
    expect(ageText(entered(5 * 60), now, 'en')).toBe('5 hours ago');
    expect(ageText(entered(4 * 24 * 60), now, 'en')).toBe('4 days ago');
  });

  it('is nothing without a time of entry, and never in the future', () => {
    expect(ageText({ stageEnteredAt: null }, now, 'en')).toBe('');
    expect(ageText(entered(-5), now, 'en')).toBe('0 minutes ago');
  });
});
