import type { Day } from './calendar-dates';

const noonOf = (day: Day): Date => new Date(`${day}T12:00:00Z`);

/** A day as a language writes it, with the options given (its weekday, its date…). */
export function dayText(day: Day, language: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(noonOf(day));
}

/** The days a view shows as one range (22–28 November 2026; November 2026 for a month). */
export function rangeText(first: Day, last: Day, language: string, isMonth: boolean): string {
  if (isMonth) {
    const middle = new Date((noonOf(first).getTime() + noonOf(last).getTime()) / 2);
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(middle);
  }
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return first === last ? new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noonOf(first)) : format.formatRange(noonOf(first), noonOf(last));
}
