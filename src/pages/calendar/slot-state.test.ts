import { describe, expect, it } from 'vitest';
import type { SchedulingPolicy } from '../../../engine/generated/config-types';
import { slotState } from './slot-state';

// Sunday to Thursday 09:00–17:00, Friday until 13:00, Saturday off; today is Wednesday 25 November 2026 at 10:10.
const policy: SchedulingPolicy = { workingHours: { days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], start: '09:00', end: '17:00', dayOverrides: { fri: { start: '09:00', end: '13:00' } } } };
const today = '2026-11-25';
const now = 10 * 60 + 10;

describe('slotState', () => {
  it('is free within the working hours from now on', () => {
    expect(slotState(policy, today, 10 * 60 + 30, today, now)).toBe('free');
    expect(slotState(policy, '2026-11-26', 9 * 60, today, now)).toBe('free');
  });

  it('is past within the working hours before now today and on any earlier day', () => {
    expect(slotState(policy, today, 10 * 60, today, now)).toBe('past');
    expect(slotState(policy, '2026-11-24', 12 * 60, today, now)).toBe('past');
  });

  it('is off outside the working hours on any day, past or not', () => {
    expect(slotState(policy, today, 8 * 60, today, now)).toBe('off');
    expect(slotState(policy, '2026-11-21', 10 * 60, today, now)).toBe('off');
  });

  it('is off outside the hours, on the short day after its closing and on a day off', () => {
    expect(slotState(policy, today, 17 * 60, today, now)).toBe('off');
    expect(slotState(policy, '2026-11-26', 8 * 60 + 30, today, now)).toBe('off');
    expect(slotState(policy, '2026-11-27', 13 * 60, today, now)).toBe('off');
    expect(slotState(policy, '2026-11-27', 12 * 60 + 30, today, now)).toBe('free');
    expect(slotState(policy, '2026-11-28', 10 * 60, today, now)).toBe('off');
  });
});
