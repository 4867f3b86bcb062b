import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { pickedInZone, todayInZone } from './zoned-time';

describe('a picked date and time in the user’s time zone', () => {
  it('means the time picked on the wall clock of the zone, whatever the browser’s zone', () => {
    const picked = dayjs('2026-12-01T10:00');
    expect(pickedInZone(picked, 'Asia/Jerusalem').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(pickedInZone(picked, 'America/New_York').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(pickedInZone(picked, 'UTC').toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('follows summer time on the day picked', () => {
    expect(pickedInZone(dayjs('2026-07-01T10:00'), 'Asia/Jerusalem').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('finds the day it is in the zone', () => {
    // 23:30 UTC on 30 November is already 1 December in Jerusalem.
    expect(todayInZone('Asia/Jerusalem', Date.parse('2026-11-30T23:30:00Z')).format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(todayInZone('America/New_York', Date.parse('2026-11-30T23:30:00Z')).format('YYYY-MM-DD')).toBe('2026-11-30');
  });
});
