import { dayStart } from '../dashboard/statistic-periods';

export { dayStart };

/** Which deadlines a list shows: due today, within the week from today, past due, or every open one. */
export type DeadlineRange = 'today' | 'week' | 'overdue' | 'all';

/** The ranges, in the order the screen offers them. */
export const DEADLINE_RANGES: readonly DeadlineRange[] = ['today', 'week', 'overdue', 'all'];

/** Due times from (inclusive) to (exclusive); an open end is null. */
export interface DueWindow {
  from: Date | null;
  to: Date | null;
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
