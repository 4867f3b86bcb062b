import { browserTimeZone, isTimeZone } from '../../../engine/time/format-time';

let chosen: string | null = null;
let fallback: string | null = null;
const listeners = new Set<() => void>();

/** The zone the app shows times in: the user's choice when it is a known zone, else the office's (or the browser's). */
function current(): string {
  if (isTimeZone(chosen)) return chosen;
  return isTimeZone(fallback) ? fallback : browserTimeZone();
}

/** The tab's time zone (TimeZoneSync keeps it), read by every formatted time (useTimeZone). */
export const timeZoneStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: current,
  /** Sets the user's choice (null: none) and the zone used without one. */
  set(next: { chosen: string | null; fallback: string | null }): void {
    const before = current();
    chosen = next.chosen;
    fallback = next.fallback;
    if (current() !== before) listeners.forEach((listener) => listener());
  },
};
