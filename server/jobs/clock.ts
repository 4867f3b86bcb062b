/** Where the server reads the time from: the wall clock, or in tests a clock they move forward instead of sleeping. */
export interface Clock {
  now(): Date;
}

const wallClock: Clock = { now: () => new Date() };
let current: Clock = wallClock;

/** The time now, as the server's clock tells it: the job queue's due times, leases and back-off, and the SLA timers read it. */
export function clockNow(): Date {
  return current.now();
}

/** A clock a test moves by hand: it starts at a given time (the wall clock's now by default) and stands still between moves. */
export interface TestClock extends Clock {
  /** Moves the clock forward (or back, with a negative number) by milliseconds. */
  advance(ms: number): void;
  set(at: Date): void;
}

/** Makes a clock a test moves by hand the server's clock until the answer is called; tests call it in their set-up. */
export function useTestClock(start: Date = new Date()): { clock: TestClock; restore(): void } {
  let at = start.getTime();
  const clock: TestClock = {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
    set: (time) => {
      at = time.getTime();
    },
  };
  current = clock;
  return {
    clock,
    restore: () => {
      current = wallClock;
    },
  };
}
