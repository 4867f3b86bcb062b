import type { SchedulingPolicy } from '../generated/config-types';
import { wallClockOf } from '../policies/wall-clock';
import { parseTime } from './workflow-time';

/** The hours an SLA on the working clock counts: the office's working hours, read on its time zone's wall clocks. */
export interface SlaCalendar {
  workingHours: SchedulingPolicy['workingHours'];
  timeZone: string;
}

type WeekDay = SchedulingPolicy['workingHours']['days'][number];

const WEEK_DAYS: readonly WeekDay[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
// Ten years of days: a calendar with working hours reaches any SLA the schema allows (8,760 hours) well before.
const MAX_DAYS = 3_660;

// A moment as the time zone's wall clock shows it, as if that reading were UTC (milliseconds).
function wallClockMs(at: number, timeZone: string): number {
  const shown = wallClockOf(at, timeZone);
  return Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
}

// The local day (as a UTC midnight, milliseconds) that a moment falls on in the time zone.
const localDayOf = (at: number, timeZone: string): number => Math.floor(wallClockMs(at, timeZone) / MS_PER_DAY) * MS_PER_DAY;

// The moment the time zone's wall clock shows a local day at minutes after midnight; a second pass settles a change of offset.
function zonedMoment(day: number, minutes: number, timeZone: string): number {
  const wanted = day + minutes * 60_000;
  let guess = wanted;
  for (let pass = 0; pass < 2; pass += 1) guess -= wallClockMs(guess, timeZone) - wanted;
  return guess;
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// The working window of a local day as moments, or undefined on a day off.
function windowOn(calendar: SlaCalendar, day: number): { open: number; close: number } | undefined {
  const weekDay = WEEK_DAYS[new Date(day).getUTCDay()]!;
  const hours = calendar.workingHours;
  if (!hours.days.includes(weekDay)) return undefined;
  const { start, end } = hours.dayOverrides?.[weekDay] ?? hours;
  return { open: zonedMoment(day, minutesOf(start), calendar.timeZone), close: zonedMoment(day, minutesOf(end), calendar.timeZone) };
}

function walk(calendar: SlaCalendar, from: number, hours: number, direction: 1 | -1): number {
  let left = hours * MS_PER_HOUR;
  let day = localDayOf(from, calendar.timeZone);
  for (let step = 0; step < MAX_DAYS; step += 1, day += direction * MS_PER_DAY) {
    const window = windowOn(calendar, day);
    if (!window) continue;
    // The part of the day's window on the walk's side of its starting moment.
    const [begin, end] = direction === 1 ? [Math.max(from, window.open), window.close] : [window.open, Math.min(from, window.close)];
    if (end <= begin) continue;
    if (left <= end - begin) return direction === 1 ? begin + left : end - left;
    left -= end - begin;
  }
  throw new RangeError(`no working hours within ${MAX_DAYS} days in ${calendar.timeZone}`);
}

/**
 * The ISO time a number of working hours after another (before it, for negative hours): only the hours of the
 * calendar's working days count, each day's window read on the time zone's wall clocks (so a change of offset moves
 * the window, not the count). Work that starts outside the hours starts at the next opening; an SLA that ends with
 * a day's hours falls due at its closing.
 */
export function addWorkingHours(iso: string, hours: number, calendar: SlaCalendar): string {
  const from = parseTime(iso);
  if (hours === 0) return new Date(from).toISOString();
  return new Date(walk(calendar, from, Math.abs(hours), hours > 0 ? 1 : -1)).toISOString();
}
