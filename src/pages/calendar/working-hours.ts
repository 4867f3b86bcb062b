import type { SchedulingPolicy } from '../../../engine/generated/config-types';

const WEEK_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The hours a weekday (0 Sunday … 6 Saturday) is worked under the office's policy, in minutes since midnight; undefined on a day off. */
export function workingHoursOn(policy: SchedulingPolicy, weekDay: number): { start: number; end: number } | undefined {
  const name = WEEK_DAYS[weekDay];
  const hours = policy.workingHours;
  if (!name || !hours.days.includes(name)) return undefined;
  const day = hours.dayOverrides?.[name] ?? hours;
  return { start: minutesOf(day.start), end: minutesOf(day.end) };
}

/** The booking length the policy gives when the form names none (the server's default too). */
export const defaultLengthOf = (policy: SchedulingPolicy): number => policy.appointmentMinutes ?? 30;
