import type { LocalizationPolicy } from '../generated/config-types';

/** How much of a moment to show: date and time (the default), the date only, the full date and time, or both short. */
export type TimeStyle = 'dateTime' | 'date' | 'full' | 'short';

/** How the office writes dates and times (its `localization.dateFormat` and `timeFormat`). */
export type OfficeTimeFormat = Partial<Pick<LocalizationPolicy, 'dateFormat' | 'timeFormat'>>;

const HOUR_CYCLES: Record<LocalizationPolicy['timeFormat'], Intl.DateTimeFormatOptions['hourCycle']> = { '12h': 'h12', '24h': 'h23' };

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

function formatterFor(language: string, timeZone: string, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const cacheKey = `${language}|${timeZone}|${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...options, timeZone });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/** The date in the office's numeric format (DD/MM/YYYY, MM/DD/YYYY, YYYY-MM-DD, DD.MM.YYYY), digits in the language. */
function officeDate(date: Date, language: string, timeZone: string, pattern: LocalizationPolicy['dateFormat']): string {
  const parts = formatterFor(language, timeZone, { day: '2-digit', month: '2-digit', year: 'numeric' }, 'numeric-date').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return pattern.replace('DD', part('day')).replace('MM', part('month')).replace('YYYY', part('year'));
}

/**
 * A moment (ISO 8601 or a Date) in a language and a time zone, the one way the web app writes times; a calendar date
 * (YYYY-MM-DD) is written as that day. The office's formats, where given, decide the date's order (numeric) and the
 * clock (12 or 24 hours); the full style keeps the weekday and month names. A value that is no date comes back as it
 * was; an unknown zone is the browser's.
 */
export function formatTime(value: string | Date, options: { language: string; timeZone: string; style?: TimeStyle } & OfficeTimeFormat): string {
  const isCalendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  const style = isCalendarDate ? 'date' : (options.style ?? 'dateTime');
  const date = isCalendarDate ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const timeZone = isCalendarDate ? 'UTC' : isTimeZone(options.timeZone) ? options.timeZone : browserTimeZone();
  const hourCycle = options.timeFormat ? HOUR_CYCLES[options.timeFormat] : undefined;
  if (options.dateFormat && style !== 'full') {
    const day = officeDate(date, options.language, timeZone, options.dateFormat);
    if (style === 'date') return day;
    const clock = formatterFor(options.language, timeZone, { hour: hourCycle === 'h12' ? 'numeric' : '2-digit', minute: '2-digit', ...(hourCycle ? { hourCycle } : {}) }, `clock-${hourCycle ?? ''}`).format(date);
    return `${day} ${clock}`;
  }
  const styleOptions = hourCycle && style !== 'date' ? { ...STYLES[style], hourCycle } : STYLES[style];
  return formatterFor(options.language, timeZone, styleOptions, `${style}-${hourCycle ?? ''}`).format(date);
}
