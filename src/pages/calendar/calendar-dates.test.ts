import { describe, expect, it } from 'vitest';
import { rangeOf, shiftAnchor, visibleDays, wallClock, weekStartOf, zonedInstant } from './calendar-dates';

describe('the days a calendar shows', () => {
  it('starts a Hebrew week on Sunday, as the locale does', () => {
    expect(weekStartOf('he')).toBe(0);
    expect(visibleDays('week', '2026-11-25', 0)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(visibleDays('week', '2026-11-25', 1)[0]).toBe('2026-11-23');
  });

  it('shows a month as its whole weeks, and a day as itself', () => {
    const month = visibleDays('month', '2026-11-25', 0);
    expect(month[0]).toBe('2026-11-01');
    expect(month.length % 7).toBe(0);
    expect(month.at(-1)! >= '2026-11-30').toBe(true);
    expect(visibleDays('day', '2026-11-25', 0)).toEqual(['2026-11-25']);
  });

  it('steps by the view: a day, a week, a month', () => {
    expect(shiftAnchor('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftAnchor('week', '2026-11-25', -1)).toBe('2026-11-18');
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
  });

  it('reads times on the wall clocks of the office’s time zone, across a change of offset', () => {
    expect(zonedInstant('2026-11-25', 9 * 60, 'Asia/Jerusalem').toISOString()).toBe('2026-11-25T07:00:00.000Z');
    expect(zonedInstant('2026-07-01', 9 * 60, 'Asia/Jerusalem').toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(wallClock('2026-11-25T07:30:00.000Z', 'Asia/Jerusalem')).toEqual({ day: '2026-11-25', minutes: 9 * 60 + 30 });
    expect(rangeOf(['2026-11-22', '2026-11-28'], 'America/New_York')).toEqual({ from: '2026-11-22T05:00:00.000Z', to: '2026-11-29T05:00:00.000Z' });
  });
});
