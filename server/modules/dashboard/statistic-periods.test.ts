import { describe, expect, it } from 'vitest';
import { DUE_PERIOD_WINDOWS, PERIOD_WINDOWS, startOfDay } from './statistic-periods';

const DAY = 86_400_000;

describe('statistic periods', () => {
  it('starts the day at midnight on the office’s wall clock', () => {
    // 09:30 in Jerusalem (UTC+2 in winter) is 07:30 UTC; midnight there is 22:00 UTC the day before.
    expect(startOfDay('Asia/Jerusalem', new Date('2026-01-15T07:30:00Z')).toISOString()).toBe('2026-01-14T22:00:00.000Z');
    // 23:30 in Chicago (UTC-6) is 05:30 UTC the next day.
    expect(startOfDay('America/Chicago', new Date('2026-01-16T05:30:00Z')).toISOString()).toBe('2026-01-15T06:00:00.000Z');
    // The day a clock moves forward (Jerusalem, 27 March 2026, 02:00 → 03:00): midnight was still at UTC+2.
    expect(startOfDay('Asia/Jerusalem', new Date('2026-03-27T10:00:00Z')).toISOString()).toBe('2026-03-26T22:00:00.000Z');
    expect(startOfDay('UTC', new Date('2026-05-01T00:00:00Z')).toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('compares today with yesterday over the same hours', () => {
    const now = new Date('2026-01-15T07:30:00Z');
    const { current, previous } = PERIOD_WINDOWS.today(now, 'Asia/Jerusalem');
    expect(current).toEqual({ from: new Date('2026-01-14T22:00:00Z'), to: null });
    expect(previous).toEqual({ from: new Date('2026-01-13T22:00:00Z'), to: new Date('2026-01-14T07:30:00Z') });
  });

  it('rolls week, month and year back 7, 30 and 365 days, and compares with as many days before', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    for (const [period, days] of [['week', 7], ['month', 30], ['year', 365]] as const) {
      const { current, previous } = PERIOD_WINDOWS[period](now, 'UTC');
      expect(current.from!.getTime()).toBe(now.getTime() - days * DAY);
      expect(previous).toEqual({ from: new Date(now.getTime() - 2 * days * DAY), to: current.from });
    }
    expect(PERIOD_WINDOWS.all(now, 'UTC')).toEqual({ current: { from: null, to: null }, previous: null });
  });

  it('looks ahead for what falls due: today whole, and the 7, 30 and 365 days from midnight, past a change of the clock', () => {
    // Wednesday 25 March 2026, 10:00 in Jerusalem (UTC+2); the clock moves to UTC+3 on Friday the 27th.
    const now = new Date('2026-03-25T08:00:00Z');
    expect(DUE_PERIOD_WINDOWS.today(now, 'Asia/Jerusalem')).toEqual({
      current: { from: new Date('2026-03-24T22:00:00Z'), to: new Date('2026-03-25T22:00:00Z') },
      previous: { from: new Date('2026-03-23T22:00:00Z'), to: new Date('2026-03-24T22:00:00Z') },
    });
    // Seven days on is Wednesday 1 April, whose midnight is at UTC+3.
    expect(DUE_PERIOD_WINDOWS.week(now, 'Asia/Jerusalem')).toEqual({
      current: { from: new Date('2026-03-24T22:00:00Z'), to: new Date('2026-03-31T21:00:00Z') },
      previous: { from: new Date('2026-03-17T22:00:00Z'), to: new Date('2026-03-24T22:00:00Z') },
    });
    expect(DUE_PERIOD_WINDOWS.month(now, 'UTC').current).toEqual({ from: new Date('2026-03-25T00:00:00Z'), to: new Date('2026-04-24T00:00:00Z') });
    expect(DUE_PERIOD_WINDOWS.all(now, 'UTC')).toEqual({ current: { from: null, to: null }, previous: null });
  });
});
