import { startOfDay } from '../dashboard/statistic-periods';

/** Which deadlines a list shows: due today, within the week from today, past due, or every open one. */
export type DeadlineRange = 'today' | 'week' | 'overdue' | 'all';

/** The ranges, in the order the screen offers them. */
export const DEADLINE_RANGES: readonly DeadlineRange[] = ['today', 'week', 'overdue', 'all'];

/** Due times from (inclusive) to (exclusive); an open end is null. */
export interface DueWindow {
  from: Date | null;
  to: Date | null;
}

const DAY = 86_400_000;

/** The start of the day `days` days after the day of `at`, in the time zone (midday steps past any clock change). */
export function dayStart(timeZone: string, at: Date, days = 0): Date {
  const today = startOfDay(timeZone, at);
  return days === 0 ? today : startOfDay(timeZone, new Date(today.getTime() + days * DAY + DAY / 2));
}

/**
 * The due times of a range, in the office's time zone: today from its midnight to the next; the week the seven
 * days from today's midnight; overdue everything before now; all no bound.
 */
export function dueWindow(range: DeadlineRange, timeZone: string, now: Date): DueWindow {
  if (range === 'today') return { from: dayStart(timeZone, now), to: dayStart(timeZone, now, 1) };
  if (range === 'week') return { from: dayStart(timeZone, now), to: dayStart(timeZone, now, 7) };
  if (range === 'overdue') return { from: null, to: now };
  return { from: null, to: null };
}
