import type { SchedulingPolicy } from '../../../engine/generated/config-types';
import { weekDayOf, type Day } from './calendar-dates';
import { workingHoursOn } from './working-hours';

/** Whether a slot of the grid books: free, already past, or outside the office's working hours (the server refuses both). */
export type SlotState = 'free' | 'past' | 'off';

/**
 * The state of the slot starting at minutes since midnight of a day, with today and the minutes now in the office's
 * zone: outside the working hours first (the grid shades those on every day), then past.
 */
export function slotState(policy: SchedulingPolicy, day: Day, minutes: number, today: Day, nowMinutes: number): SlotState {
  const hours = workingHoursOn(policy, weekDayOf(day));
  if (!hours || minutes < hours.start || minutes >= hours.end) return 'off';
  return day < today || (day === today && minutes < nowMinutes) ? 'past' : 'free';
}
