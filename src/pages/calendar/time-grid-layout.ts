import type { SchedulingPolicy } from '../../../engine/generated/config-types';
import { addDays, wallClock, weekDayOf, zonedInstant, type Day } from './calendar-dates';
import { workingHoursOn } from './working-hours';

/** Pixels per minute of the day and week grids: an hour is 60 px. */
export const PX_PER_MINUTE = 1;
/** The grid's bookable slots. */
export const SLOT_MINUTES = 30;
/** What a drag snaps to. */
export const SNAP_MINUTES = 15;

/** What the grids need of an entry. */
export interface TimedEntry {
  id: string;
  startsAt: string;
  endsAt: string;
}

/**
 * The hours a grid draws: from an hour before the earliest working start of its days to an hour after the latest
 * end, widened to hold every entry shown; the whole day when no day is worked.
 */
export function hourBounds(policy: SchedulingPolicy, days: readonly Day[], entries: readonly TimedEntry[], timeZone: string): { start: number; end: number } {
  const hours = days.map((day) => workingHoursOn(policy, weekDayOf(day))).filter((value) => value !== undefined);
  let start = hours.length ? Math.min(...hours.map((value) => value.start)) - 60 : 7 * 60;
  let end = hours.length ? Math.max(...hours.map((value) => value.end)) + 60 : 20 * 60;
  for (const entry of entries) {
    const from = wallClock(entry.startsAt, timeZone);
    const to = wallClock(entry.endsAt, timeZone);
    start = Math.min(start, from.minutes);
    end = Math.max(end, to.day === from.day ? to.minutes : 24 * 60);
  }
  return { start: Math.max(0, Math.floor(start / 60) * 60), end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/** An entry placed in its day's column: its minutes and its lane among those it overlaps. */
export interface PlacedEntry<T extends TimedEntry> {
  entry: T;
  start: number;
  end: number;
  lane: number;
  lanes: number;
}

/** A day's entries placed side by side where they overlap, earliest first. */
export function placeDay<T extends TimedEntry>(day: Day, entries: readonly T[], timeZone: string): PlacedEntry<T>[] {
  const timed = entries
    .map((entry) => {
      const from = wallClock(entry.startsAt, timeZone);
      const to = wallClock(entry.endsAt, timeZone);
      return { entry, from, start: from.minutes, end: to.day === from.day ? to.minutes : 24 * 60 };
    })
    .filter((item) => item.from.day === day)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: PlacedEntry<T>[] = [];
  let cluster: PlacedEntry<T>[] = [];
  let clusterEnd = -1;
  const close = () => cluster.forEach((item) => (item.lanes = Math.max(...cluster.map((other) => other.lane)) + 1));
  for (const item of timed) {
    if (item.start >= clusterEnd) {
      close();
      cluster = [];
    }
    const taken = new Set(cluster.filter((other) => other.end > item.start).map((other) => other.lane));
    let lane = 0;
    while (taken.has(lane)) lane += 1;
    const next = { entry: item.entry, start: item.start, end: Math.max(item.end, item.start + 15), lane, lanes: 1 };
    cluster.push(next);
    placed.push(next);
    clusterEnd = Math.max(clusterEnd, next.end);
  }
  close();
  return placed;
}

/** Minutes rounded to the snap. */
export const snapped = (minutes: number): number => Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES;

/** An entry's new times after a move by whole days and snapped minutes, read in the calendar's time zone. */
export function movedTimes(entry: TimedEntry, dayDelta: number, minuteDelta: number, timeZone: string): { startsAt: string; endsAt: string } {
  const from = wallClock(entry.startsAt, timeZone);
  const length = Date.parse(entry.endsAt) - Date.parse(entry.startsAt);
  const startsAt = zonedInstant(addDays(from.day, dayDelta), Math.max(0, from.minutes + snapped(minuteDelta)), timeZone);
  return { startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + length).toISOString() };
}

/** An entry's new end after its end was dragged by snapped minutes: never shorter than one snap. */
export function resizedEnd(entry: TimedEntry, minuteDelta: number): string {
  const length = Math.max(SNAP_MINUTES * 60_000, Date.parse(entry.endsAt) - Date.parse(entry.startsAt) + snapped(minuteDelta) * 60_000);
  return new Date(Date.parse(entry.startsAt) + length).toISOString();
}
