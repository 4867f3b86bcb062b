import type { OfficeContext } from '../../context/office-context';

/** The office's calendar day (YYYY-MM-DD) at a moment, in its time zone. */
export function officeDay(ctx: OfficeContext, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ctx.office.localization.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A calendar day (YYYY-MM-DD) some days after another. */
export function daysAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}
