import { demoRandom } from './demo-random';

/** A seeded record's SLA timer as seeding left it: it entered its stage at seed time. */
export interface SeededTimer {
  recordId: string;
  enteredAt: Date;
  dueAt: Date;
  remindAt: Date | null;
}

/** The same timer as of now: the record entered its stage some time ago, so it may be past its reminder or due time. */
export interface AgedTimer {
  recordId: string;
  /** How far back the record's whole course moves (milliseconds, never negative). */
  shiftMs: number;
  enteredAt: Date;
  dueAt: Date;
  remindAt: Date | null;
  isReminded: boolean;
  isBreached: boolean;
}

const DAY = 86_400_000;
/** A demo record waited in its stage at most this long: a 180-day SLA is not aged half a year back. */
const MAX_AGE = 45 * DAY;
/** How long records waited, as a share of their SLA: up to one and a half times it, so about a third are overdue. */
const MAX_SHARE = 1.5;

/**
 * How long a demo record has waited in its stage as of now, the same on every run for the same record: between no
 * time and one and a half times its SLA (at most 45 days). Its due and reminder times follow; those already past are
 * reminded and breached, as the timer's jobs would have done, and only future ones are left for the job queue, so
 * the timers fall due spread over their SLAs instead of all at once after seeding.
 */
export function agedTimer(timer: SeededTimer, now: Date): AgedTimer {
  const random = demoRandom(`lishka-demo-sla:${timer.recordId}`);
  const slaMs = timer.dueAt.getTime() - timer.enteredAt.getTime();
  const age = Math.min(random.next() * MAX_SHARE * slaMs, MAX_AGE);
  // Whole milliseconds: the job's payload names the entry by its ISO time, which the timer's row must equal.
  const enteredAt = new Date(Math.min(timer.enteredAt.getTime(), Math.round(now.getTime() - age)));
  const shiftMs = timer.enteredAt.getTime() - enteredAt.getTime();
  const dueAt = new Date(timer.dueAt.getTime() - shiftMs);
  const remindAt = timer.remindAt ? new Date(timer.remindAt.getTime() - shiftMs) : null;
  return {
    recordId: timer.recordId,
    shiftMs,
    enteredAt,
    dueAt,
    remindAt,
    isReminded: remindAt !== null && remindAt.getTime() <= now.getTime(),
    isBreached: dueAt.getTime() <= now.getTime(),
  };
}
