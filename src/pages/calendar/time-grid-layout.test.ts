import { describe, expect, it } from 'vitest';
import type { SchedulingPolicy } from '../../../engine/generated/config-types';
import { hourBounds, movedTimes, placeDay, resizedEnd } from './time-grid-layout';

const UTC = 'UTC';
const policy: SchedulingPolicy = { appointmentMinutes: 30, bufferMinutes: 15, workingHours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '08:00', end: '18:00' }, calendarSync: false };
const entry = (id: string, from: string, to: string) => ({ id, startsAt: `2026-11-25T${from}:00.000Z`, endsAt: `2026-11-25T${to}:00.000Z` });

describe('the day and week grids', () => {
  it('draw an hour either side of the working hours, widened for an entry outside them', () => {
    expect(hourBounds(policy, ['2026-11-25'], [], UTC)).toEqual({ start: 7 * 60, end: 19 * 60 });
    expect(hourBounds(policy, ['2026-11-25'], [entry('a', '05:30', '06:00')], UTC)).toEqual({ start: 5 * 60, end: 19 * 60 });
  });

  it('put overlapping entries side by side and the rest full width', () => {
    const placed = placeDay('2026-11-25', [entry('a', '09:00', '10:00'), entry('b', '09:30', '10:30'), entry('c', '11:00', '11:30')], UTC);
    expect(placed.map(({ entry: item, lane, lanes }) => [item.id, lane, lanes])).toEqual([['a', 0, 2], ['b', 1, 2], ['c', 0, 1]]);
  });

  it('move an entry by whole days and snapped minutes, keeping its length; a drag of its end keeps at least a snap', () => {
    expect(movedTimes(entry('a', '09:00', '09:30'), 1, 62, UTC)).toEqual({ startsAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-26T10:30:00.000Z' });
    expect(resizedEnd(entry('a', '09:00', '09:30'), 29)).toBe('2026-11-25T10:00:00.000Z');
    expect(resizedEnd(entry('a', '09:00', '09:30'), -60)).toBe('2026-11-25T09:15:00.000Z');
  });
});
