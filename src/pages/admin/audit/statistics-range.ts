/** The dates the statistics are asked for, YYYY-MM-DD, both inclusive. */
export interface StatisticsRange {
  startDate: string;
  endDate: string;
}

const DAY = 86_400_000;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The default range: the last 30 days, today included (UTC, as the server counts days). */
export function defaultStatisticsRange(now: number): StatisticsRange {
  return { startDate: dateOf(now - 30 * DAY), endDate: dateOf(now) };
}

/** GET /audit/statistics for a range. */
export function statisticsPath({ startDate, endDate }: StatisticsRange): string {
  return `/audit/statistics?${new URLSearchParams({ startDate, endDate }).toString()}`;
}

/** A day of the chart: YYYY-MM-DD and how many entries, and failures, it holds. */
export interface DayCount {
  date: string;
  count: number;
  failures: number;
}

// Past this, the days are shown as the server gave them: a column per day would be too thin to read.
const MAX_FILLED_DAYS = 400;

/** Every day of the range in order, the days the server left out (no entries) as zero. */
export function everyDay(days: readonly DayCount[], { startDate, endDate }: StatisticsRange): DayCount[] {
  const start = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start || (end - start) / DAY > MAX_FILLED_DAYS) return [...days];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const filled: DayCount[] = [];
  for (let time = start; time <= end; time += DAY) {
    const date = dateOf(time);
    filled.push(byDate.get(date) ?? { date, count: 0, failures: 0 });
  }
  return filled;
}
