import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A calendar day as YYYY-MM-DD, read on the wall clocks of the calendar's time zone. */
export type Day = string;

/** What the calendar shows at once. */
export type CalendarView = 'day' | 'week' | 'month';

const FALLBACK_WEEK_START: Record<string, number> = { he: 0, en: 0, es: 1 };

/** The weekday a week starts on in a language (0 Sunday … 6 Saturday): the locale's own, Sunday in Hebrew. */
export function weekStartOf(language: string): number {
  const locale = (() => {
    try {
      return new Intl.Locale(language) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    } catch {
      return undefined;
    }
  })();
  const firstDay = locale?.getWeekInfo?.().firstDay ?? locale?.weekInfo?.firstDay;
  if (firstDay !== undefined) return firstDay % 7;
  return FALLBACK_WEEK_START[language.slice(0, 2)] ?? 0;
}

/** A day moved by whole days. */
export const addDays = (day: Day, count: number): Day => dayjs(day).add(count, 'day').format('YYYY-MM-DD');

/** The weekday of a day (0 Sunday … 6 Saturday). */
export const weekDayOf = (day: Day): number => dayjs(day).day();

/** The days a view shows around a day: the day, its week (from the locale's first day), or the whole weeks of its month. */
export function visibleDays(view: CalendarView, anchor: Day, weekStart: number): Day[] {
  if (view === 'day') return [anchor];
  const startOfWeek = (day: Day) => addDays(day, -((weekDayOf(day) - weekStart + 7) % 7));
  if (view === 'week') return Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(anchor), index));
  const first = startOfWeek(dayjs(anchor).startOf('month').format('YYYY-MM-DD'));
  const last = dayjs(anchor).endOf('month').format('YYYY-MM-DD');
  const weeks = Math.ceil((dayjs(last).diff(first, 'day') + 1) / 7);
  return Array.from({ length: weeks * 7 }, (_, index) => addDays(first, index));
}

/** The day a view shows after (+1) or before (-1) this one. */
export function shiftAnchor(view: CalendarView, anchor: Day, step: 1 | -1): Day {
  const unit = view === 'day' ? 'day' : view === 'week' ? 'week' : 'month';
  return dayjs(anchor).add(step, unit).format('YYYY-MM-DD');
}

/** The instant a wall clock in a time zone shows a day and minutes since its midnight. */
export function zonedInstant(day: Day, minutes: number, timeZone: string): Date {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return dayjs.tz(`${day}T${hh}:${mm}:00`, timeZone).toDate();
}

/** An instant read on the wall clocks of a time zone: its day and minutes since that day's midnight. */
export function wallClock(at: string | Date, timeZone: string): { day: Day; minutes: number } {
  const local = dayjs(at).tz(timeZone);
  return { day: local.format('YYYY-MM-DD'), minutes: local.hour() * 60 + local.minute() };
}

/** Today in a time zone. */
export const todayIn = (timeZone: string, now: number = Date.now()): Day => dayjs(now).tz(timeZone).format('YYYY-MM-DD');

/** The instants a list call asks for: from the first day's midnight to the midnight after the last. */
export function rangeOf(days: readonly Day[], timeZone: string): { from: string; to: string } {
  return { from: zonedInstant(days[0]!, 0, timeZone).toISOString(), to: zonedInstant(addDays(days.at(-1)!, 1), 0, timeZone).toISOString() };
}

/** Minutes since midnight as HH:MM. */
export const clockText = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether a text is a day (YYYY-MM-DD) the calendar can show. */
export const isDay = (text: string | null | undefined): text is Day => typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).isValid();
