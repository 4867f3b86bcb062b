import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-22T12:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('time ago (spec 3 §9)', () => {
  it('says under an hour up to 59 minutes, and for a clock a little ahead', () => {
    expect(timeAgo(before(0), now)).toEqual({ unit: 'lessThanHour' });
    expect(timeAgo(before(59), now)).toEqual({ unit: 'lessThanHour' });
    expect(timeAgo(before(-5), now)).toEqual({ unit: 'lessThanHour' });
  });

  it('says an hour, then hours up to 24', () => {
    expect(timeAgo(before(60), now)).toEqual({ unit: 'hour' });
    expect(timeAgo(before(119), now)).toEqual({ unit: 'hour' });
    expect(timeAgo(before(120), now)).toEqual({ unit: 'hours', count: 2 });
    expect(timeAgo(before(23 * 60 + 59), now)).toEqual({ unit: 'hours', count: 23 });
  });

  it('says yesterday from 24 to 48 hours, then days up to 6', () => {
    expect(timeAgo(before(24 * 60), now)).toEqual({ unit: 'yesterday' });
    expect(timeAgo(before(47 * 60), now)).toEqual({ unit: 'yesterday' });
    expect(timeAgo(before(48 * 60), now)).toEqual({ unit: 'days', count: 2 });
    expect(timeAgo(before(7 * 24 * 60 - 1), now)).toEqual({ unit: 'days', count: 6 });
  });

  it('gives a date from seven days on, and for a timestamp it cannot read', () => {
    expect(timeAgo(before(7 * 24 * 60), now)).toEqual({ unit: 'date' });
    expect(timeAgo('not a date', now)).toEqual({ unit: 'date' });
  });
});
