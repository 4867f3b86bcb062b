import type { ApiClient } from '../api/api-client-options';
import type * as Api from '../api/generated/api-types';
import type { SwrKey } from '../api/swr';
import type { AuthState } from '../app/auth/auth-types';

/** GET /api/dashboard/batch: the dashboard's first reads in one call (server/modules/dashboard/dashboard-batch.routes.ts). */
export const DASHBOARD_BATCH_PATH = '/dashboard/batch';


/** How long a batch answers the widgets' first reads; a later read is the widget's own call, as a refresh is. */
const FRESH_MS = 10_000;

interface Batch {
  /** Whose dashboard it read (user and office): another session's batch answers nothing. */
  owner: string;
  startedAt: number;
  /** The answers not yet taken, by path; a refused read is not among them (its widget asks again, and sees why). */
  answers: Promise<Map<string, unknown>>;
}

let current: Batch | undefined;

/** Whose dashboard a batch reads: the signed-in member in their office; none otherwise. */
export function dashboardOwner(auth: Pick<AuthState, 'user' | 'tenant'>): string | undefined {
  return auth.user && auth.tenant ? `${auth.user.id}:${auth.tenant.tenantId}` : undefined;
}

const isFresh = (batch: Batch | undefined, owner: string, now: number): batch is Batch => batch !== undefined && batch.owner === owner && now - batch.startedAt < FRESH_MS;

/**
 * Starts the batch of `owner`'s dashboard unless one is under way or just answered: called by the start-up as soon as
 * the session is known on a dashboard address, and by the dashboard as it is drawn. A failed batch answers nothing,
 * and each widget then makes its own call.
 */
export function loadDashboardBatch(client: ApiClient, owner: string, now = Date.now()): void {
  if (isFresh(current, owner, now)) return;
  const answers = client
    .get<Api.DashboardBatchAnswer>(DASHBOARD_BATCH_PATH)
    .then(({ data }) => new Map(data.parts.filter((part) => part.status < 400).map((part) => [part.path, part.body])))
    .catch(() => new Map<string, unknown>());
  current = { owner, startedAt: now, answers };
}

/**
 * The dashboard's SWR fetcher: a widget's first read is taken from `owner`'s fresh batch (each answer once), and
 * anything else, or anything the batch did not answer, goes to `fallback` (the app's fetcher) as before.
 */
export function batchedFetcher(fallback: (key: SwrKey) => Promise<unknown>, owner: string): (key: SwrKey) => Promise<unknown> {
  return async (key) => {
    const batch = current;
    if (isFresh(batch, owner, Date.now())) {
      const answers = await batch.answers;
      const path = typeof key === 'string' ? key : key[0];
      if (answers.has(path)) {
        const answer = answers.get(path);
        answers.delete(path);
        return answer;
      }
    }
    return fallback(key);
  };
}

/** Forgets the batch (for tests). */
export function forgetDashboardBatch(): void {
  current = undefined;
}
