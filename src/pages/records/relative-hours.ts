/** "in 5 hours" / "3 days ago" in the reader's language, for a number of hours from now: hours up to three days, then days. */
export function relativeHours(hours: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return Math.abs(hours) >= 72 ? format.format(Math.round(hours / 24), 'day') : format.format(Math.round(hours), 'hour');
}
