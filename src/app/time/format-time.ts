/** How much of a moment to show: date and time (the default), the date only, the full date and time, or both short. */
export type TimeStyle = 'dateTime' | 'date' | 'full' | 'short';

const STYLES: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  full: { dateStyle: 'full', timeStyle: 'short' },
  short: { dateStyle: 'short', timeStyle: 'short' },
};

// A calendar date (a birth date, a deal's expected close) is no moment: it is the same day in every time zone.
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The time zone this browser runs in (UTC when it cannot say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Whether a name is an IANA time zone this browser knows. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A moment (ISO 8601 or a Date) in a language and a time zone, the one way the web app writes times; a calendar date
 * (YYYY-MM-DD) is written as that day. A value that is no date comes back as it was; an unknown zone is the browser's.
 */
export function formatTime(value: string | Date, options: { language: string; timeZone: string; style?: TimeStyle }): string {
  const style = options.style ?? 'dateTime';
  const isCalendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  const date = isCalendarDate ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const timeZone = isCalendarDate ? 'UTC' : isTimeZone(options.timeZone) ? options.timeZone : browserTimeZone();
  const shown = isCalendarDate ? STYLES.date : STYLES[style];
  return new Intl.DateTimeFormat(options.language, { ...shown, timeZone }).format(date);
}
