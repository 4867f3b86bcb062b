/** A UTC month given as YYYY-MM, as a Date at its first moment. */
const monthStart = (month: string): Date => new Date(`${month}-01T00:00:00Z`);

/**
 * A month's name in a language: short for the axis (with a two-digit year when the chart spans more than a
 * year, so that two Januaries differ), long with the year for titles and the data table.
 */
export function monthLabel(month: string, language: string, form: 'axis' | 'axis-with-year' | 'full'): string {
  const options: Intl.DateTimeFormatOptions =
    form === 'full' ? { month: 'long', year: 'numeric' } : form === 'axis-with-year' ? { month: 'short', year: '2-digit' } : { month: 'short' };
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(monthStart(month));
}
