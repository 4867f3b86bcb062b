const MS_PER_HOUR = 3_600_000;

/** Milliseconds since the epoch of an ISO time, failing loudly on text that is not a time. */
export function parseTime(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`"${iso}" is not an ISO time`);
  return ms;
}

/** The ISO time a number of hours (fractional allowed) after another. */
export function addHours(iso: string, hours: number): string {
  return new Date(parseTime(iso) + hours * MS_PER_HOUR).toISOString();
}

/** The hours from one ISO time to another, negative when the second is earlier. */
export function hoursBetween(from: string, to: string): number {
  return (parseTime(to) - parseTime(from)) / MS_PER_HOUR;
}
