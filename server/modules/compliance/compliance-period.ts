import { periodEndBeforeStart } from './compliance.messages';

/** A period as the query string gives it: days (YYYY-MM-DD), each end optional. */
export interface PeriodQuery {
  from?: string;
  to?: string;
}

/** A period read: from the start of its first day up to the end of its last (UTC), each end optional. */
export interface Period {
  from?: Date;
  to?: Date;
}

const DAY_MS = 86_400_000;

/** Reads a period: its last day included; 400 INVALID_COMPLIANCE_PERIOD when it ends before it starts. */
export function readPeriod(query: PeriodQuery): Period {
  const from = query.from ? new Date(`${query.from}T00:00:00.000Z`) : undefined;
  const to = query.to ? new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS) : undefined;
  if (from && to && to.getTime() <= from.getTime()) throw periodEndBeforeStart();
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
