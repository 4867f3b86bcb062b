/** What is wrong with a birth date: not a date, in the future, or an age outside 18 to 120. */
export type BirthDateFinding = 'date' | 'future-date' | 'under-18' | 'over-120';

/** The youngest and oldest accepted ages, by year difference (spec 2 §5). */
export const MIN_AGE = 18;
export const MAX_AGE = 120;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Today as YYYY-MM-DD in local time: the day the person entering the date is living.
function isoDay(today: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${String(today.getFullYear()).padStart(4, '0')}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/**
 * What is wrong with a birth date (YYYY-MM-DD) on the given day, or undefined when it is fine: a real date, not after
 * today, and an age by year difference (this year less the birth year) between 18 and 120.
 */
export function birthDateFinding(value: string, today: Date): BirthDateFinding | undefined {
  const match = DATE.exec(value);
  if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) return 'date';
  if (value > isoDay(today)) return 'future-date';
  const age = today.getFullYear() - Number(match[1]);
  if (age < MIN_AGE) return 'under-18';
  if (age > MAX_AGE) return 'over-120';
  return undefined;
}
