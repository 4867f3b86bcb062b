import type { ClientRow } from '../../../api/client-answers';

/** A client on the follow-ups list, and whether its follow-up is already past. */
export interface DueFollowUp {
  client: ClientRow;
  isOverdue: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The follow-ups to list: the overdue ones first (longest overdue first, as the API orders them), then those due
 * within `days` days (soonest first), at most `limit`; `total` counts them all, for "view all".
 */
export function dueFollowUps(overdue: readonly ClientRow[], upcoming: readonly ClientRow[], { days, limit }: { days: number; limit: number }, now: Date): { items: DueFollowUp[]; total: number } {
  const until = now.getTime() + days * DAY_MS;
  const late = overdue.map((client) => ({ client, isOverdue: true }));
  const lateIds = new Set(overdue.map((client) => client.id));
  const soon = upcoming
    .filter((client) => !lateIds.has(client.id) && client.nextFollowUpDate != null && Date.parse(client.nextFollowUpDate) <= until)
    .map((client) => ({ client, isOverdue: false }));
  const all = [...late, ...soon];
  return { items: all.slice(0, limit), total: all.length };
}
