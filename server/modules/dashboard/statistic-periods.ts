/** A period of the statistic tiles (schemas/dashboard.schema.json#/definitions/period). */
export type StatisticPeriod = 'today' | 'week' | 'month' | 'year' | 'all';

/** The periods, in the order the period selector shows them. */
export const STATISTIC_PERIODS: readonly StatisticPeriod[] = ['today', 'week', 'month', 'year', 'all'];

/** A span of time: from inclusive, to exclusive; an open end is null. */
export interface TimeRange {
  from: Date | null;
  to: Date | null;
}

/** The rows a period counts (created from `current.from` on) and the period of the same length before it, for the trend. */
export interface PeriodWindows {
  current: TimeRange;
  // A past period is closed at both ends.
  previous: { from: Date; to: Date } | null;
}

const DAY = 86_400_000;

/** How far the wall clock of a time zone is ahead of UTC at an instant, in milliseconds. */
function offsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the day of `at` began in a time zone (midnight on its wall clock). */
export function startOfDay(timeZone: string, at: Date): Date {
  const wall = new Date(at.getTime() + offsetMs(timeZone, at));
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  // The offset at midnight may differ from the offset now (a clock change in between): settle it once more.
  const guess = midnight - offsetMs(timeZone, new Date(midnight));
  return new Date(midnight - offsetMs(timeZone, new Date(guess)));
}

/** The start of the day `days` days after the day of `at`, in the time zone (midday steps past any clock change). */
export function dayStart(timeZone: string, at: Date, days = 0): Date {
  const today = startOfDay(timeZone, at);
  return days === 0 ? today : startOfDay(timeZone, new Date(today.getTime() + days * DAY + DAY / 2));
}

/** Rolling windows of a fixed number of days ending now, and the window of the same length before. */
const lastDays = (days: number) => (now: Date): PeriodWindows => {
  const from = new Date(now.getTime() - days * DAY);
  return { current: { from, to: null }, previous: { from: new Date(from.getTime() - days * DAY), to: from } };
};

/**
 * How each period reads (spec 3 §2, §9): today since midnight in the office's time zone, compared with yesterday
 * over the same hours; week, month and year the last 7, 30 and 365 days, rolling, compared with the 7, 30 or 365
 * days before; all every row, with no trend.
 */
export const PERIOD_WINDOWS: Readonly<Record<StatisticPeriod, (now: Date, timeZone: string) => PeriodWindows>> = {
  today: (now, timeZone) => {
    const from = startOfDay(timeZone, now);
    const yesterday = startOfDay(timeZone, new Date(from.getTime() - 1));
    return { current: { from, to: null }, previous: { from: yesterday, to: new Date(yesterday.getTime() + (now.getTime() - from.getTime())) } };
  },
  week: lastDays(7),
  month: lastDays(30),
  year: lastDays(365),
  all: () => ({ current: { from: null, to: null }, previous: null }),
};

/** Windows of whole days from today's midnight in the time zone, and as many days before, for the trend. */
const nextDays = (days: number) => (now: Date, timeZone: string): PeriodWindows => {
  const from = dayStart(timeZone, now);
  return { current: { from, to: dayStart(timeZone, now, days) }, previous: { from: dayStart(timeZone, now, -days), to: from } };
};

/**
 * How each period reads for rows placed by when they fall due (the deadlines): what lies ahead, as the deadlines
 * screen counts it. Today is today's whole day; week, month and year the 7, 30 and 365 days from today's midnight,
 * compared with as many days before it; all every row. What is overdue falls before today: the deadlines screen,
 * and a tile filtered on it, count it.
 */
export const DUE_PERIOD_WINDOWS: Readonly<Record<StatisticPeriod, (now: Date, timeZone: string) => PeriodWindows>> = {
  today: nextDays(1),
  week: nextDays(7),
  month: nextDays(30),
  year: nextDays(365),
  all: () => ({ current: { from: null, to: null }, previous: null }),
};
