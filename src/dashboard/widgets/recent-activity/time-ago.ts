const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long ago something happened, in the buckets of spec 3 §9; `date` beyond six days. */
export type TimeAgo = { unit: 'lessThanHour' | 'hour' | 'yesterday' | 'date' } | { unit: 'hours' | 'days'; count: number };

/**
 * Spec 3 §9's time-ago wording as data: under an hour, an hour, hours up to 24, yesterday, days up to 6, then a
 * date. Counted in elapsed time; a moment in the future (a clock a little ahead) counts as under an hour.
 */
export function timeAgo(timestamp: string | Date, now: number | Date): TimeAgo {
  const elapsed = new Date(now).getTime() - new Date(timestamp).getTime();
  if (Number.isNaN(elapsed) || elapsed < HOUR) return { unit: Number.isNaN(elapsed) ? 'date' : 'lessThanHour' };
  if (elapsed < 2 * HOUR) return { unit: 'hour' };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  if (elapsed < 2 * DAY) return { unit: 'yesterday' };
  if (elapsed < 7 * DAY) return { unit: 'days', count: Math.floor(elapsed / DAY) };
  return { unit: 'date' };
}
