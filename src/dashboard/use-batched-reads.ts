import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useAuth } from '../app/auth/use-auth';
import { api } from '../app/session';
import type { SwrKey } from '../api/swr';
import { batchedFetcher, dashboardOwner, loadDashboardBatch } from './dashboard-batch';

type Fetcher = (key: SwrKey) => Promise<unknown>;

/**
 * The SWR fetcher of the dashboard: its layout and its widgets take their first reads from one batch (issue 19),
 * started here while the dashboard is drawn, before the widgets' first reads (their effects run before this
 * component's own); the start-up may have started it already.
 */
export function useBatchedReads(): Fetcher | undefined {
  const owner = dashboardOwner(useAuth());
  // The app's fetcher (src/api/swr.ts) takes an SWR key and answers a promise.
  const fetcher = useSWRConfig().fetcher as Fetcher | undefined;
  if (owner) loadDashboardBatch(api, owner);
  return useMemo(() => (owner && fetcher ? batchedFetcher(fetcher, owner) : fetcher), [fetcher, owner]);
}
