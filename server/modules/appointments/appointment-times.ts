import type { SchedulingPolicy } from '../../../engine/generated/config-types';
import { wallClockOf } from '../../../engine/policies/wall-clock';

/** A day of the week as the scheduling policy names it. */
export type WeekDay = SchedulingPolicy['workingHours']['days'][number];

const WEEK_DAYS: readonly WeekDay[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** A moment as a wall clock in a time zone reads it: its day (YYYY-MM-DD), weekday and minutes since midnight. */
export interface LocalTime {
  day: string;
  weekDay: WeekDay;
  minutes: number;
}

/** A moment read on the wall clocks of a time zone. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const shown = wallClockOf(at, timeZone);
  const day = `${shown.year}-${String(shown.month).padStart(2, '0')}-${String(shown.day).padStart(2, '0')}`;
  const weekDay = WEEK_DAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
  return { day, weekDay, minutes: shown.hour * 60 + shown.minute + shown.second / 60 };
}

/** Minutes since midnight of a policy's time (HH:MM). */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The moment a wall clock in a time zone shows a day (YYYY-MM-DD) and a time (HH:MM). */
export function zonedMoment(day: string, time: string, timeZone: string): Date {
  const asUtc = new Date(`${day}T${time}:00Z`);
  // The zone's offset at that moment, read back from its wall clock; a second pass settles a change of offset.
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = localTime(guess, timeZone);
    const shownUtc = Date.parse(`${shown.day}T00:00:00Z`) + shown.minutes * 60_000;
    guess = new Date(guess.getTime() - (shownUtc - asUtc.getTime()));
  }
  return guess;
}

/** The hours a day is worked under a policy, in minutes since midnight; undefined on a day off. */
export function workingHoursOn(policy: SchedulingPolicy, weekDay: WeekDay): { start: number; end: number } | undefined {
  const hours = policy.workingHours;
  if (!hours.days.includes(weekDay)) return undefined;
  const day = hours.dayOverrides?.[weekDay] ?? hours;
  return { start: minutesOf(day.start), end: minutesOf(day.end) };
}

/** Whether an appointment lies within one working day's hours, read in the office's time zone. */
export function isWithinWorkingHours(policy: SchedulingPolicy, startsAt: Date, endsAt: Date, timeZone: string): boolean {
  const start = localTime(startsAt, timeZone);
  const end = localTime(endsAt, timeZone);
  const hours = workingHoursOn(policy, start.weekDay);
  if (!hours) return false;
  // An appointment ending at midnight reads as the next day at 0: count it as the day's last minute.
  const endMinutes = end.day === start.day ? end.minutes : end.minutes === 0 && Date.parse(end.day) - Date.parse(start.day) === 86_400_000 ? 1440 : Infinity;
  return start.minutes >= hours.start && endMinutes <= hours.end;
}
