import type { SchedulingPolicy } from '../../../engine/generated/config-types';
import { addDays, weekDayOf, type Day } from './calendar-dates';
import { SLOT_MINUTES } from './time-grid-layout';
import { workingHoursOn } from './working-hours';

/**
 * The first free-to-try slot from a day on: the next half hour within its working hours when it is today, else the
 * start of the first working day (a week on at most); the day at 09:00 when the office works no day.
 */
export function nextSlot(policy: SchedulingPolicy, from: Day, today: Day, nowMinutes: number): { day: Day; minutes: number } {
  for (let offset = 0; offset < 8; offset += 1) {
    const day = addDays(from, offset);
    const hours = workingHoursOn(policy, weekDayOf(day));
    if (!hours || day < today) continue;
    const earliest = day === today ? Math.ceil((nowMinutes + 1) / SLOT_MINUTES) * SLOT_MINUTES : 0;
    const minutes = Math.max(hours.start, earliest);
    if (minutes < hours.end) return { day, minutes };
  }
  return { day: from < today ? today : from, minutes: 9 * 60 };
}
