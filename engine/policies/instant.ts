/** A moment as a Date, milliseconds since the epoch, or an ISO 8601 string (as stored). */
export type Instant = Date | number | string;

/** Milliseconds since the epoch of an instant; NaN when it cannot be read. */
export function toMillis(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return instant;
  return Date.parse(instant);
}
