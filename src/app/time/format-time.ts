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
    return (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  } catch {
    return 'UTC';
  }
}

let browserZone: string | undefined;

// Building an Intl.DateTimeFormat costs far more than formatting with one (a list of a hundred dates built a
// hundred): each language, zone and style is built once and kept, as is each zone name's check.
const knownZones = new Map<string, boolean>();
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether a name is an IANA time zone this browser knows. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name === '') return false;
  let isKnown = knownZones.get(name);
  if (isKnown === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      isKnown = true;
    } catch {
      isKnown = false;
    }
    knownZones.set(name, isKnown);
  }
  return isKnown;
}

function formatterFor(language: string, timeZone: string, style: TimeStyle): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
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
  return formatterFor(options.language, timeZone, isCalendarDate ? 'date' : style).format(date);
}
