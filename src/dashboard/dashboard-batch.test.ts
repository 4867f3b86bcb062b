import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client-options';
import { batchedFetcher, DASHBOARD_BATCH_PATH, forgetDashboardBatch, loadDashboardBatch } from './dashboard-batch';

const parts = [
  { path: '/dashboard/layout', status: 200, body: { success: true, data: { items: [] } } },
  { path: '/clients/client/stats', status: 200, body: { success: true, data: { totalClients: 3 } } },
  { path: '/opportunities/board', status: 403, body: { success: false, code: 'FEATURE_UNAVAILABLE' } },
];

function client(answer: () => Promise<unknown>) {
  const get = vi.fn((path: string) => (path === DASHBOARD_BATCH_PATH ? answer() : Promise.reject(new Error(`unexpected ${path}`))));
  return { client: { get } as unknown as ApiClient, get };
}

describe("the dashboard's batched reads", () => {
  afterEach(() => {
    forgetDashboardBatch();
    vi.useRealTimers();
  });

  it('answers each read from the batch once, and what it did not answer (or refused) through the app’s own call', async () => {
    const { client: api, get } = client(async () => ({ success: true, data: { parts } }));
    loadDashboardBatch(api, 'dana:legal');
    loadDashboardBatch(api, 'dana:legal');
    expect(get).toHaveBeenCalledTimes(1);
    const own = vi.fn(async (key: unknown) => ({ own: key }));
    const fetcher = batchedFetcher(own, 'dana:legal');
    expect(await fetcher('/clients/client/stats')).toEqual({ success: true, data: { totalClients: 3 } });
    expect(await fetcher('/clients/client/stats')).toEqual({ own: '/clients/client/stats' });
    expect(await fetcher('/opportunities/board')).toEqual({ own: '/opportunities/board' });
    expect(await fetcher(['/dashboard/layout', 'x'])).toEqual({ success: true, data: { items: [] } });
    expect(own).toHaveBeenCalledTimes(2);
  });

  it('answers nothing for another session, nor once it is no longer fresh, nor when the batch failed', async () => {
    vi.useFakeTimers();
    const own = vi.fn(async () => 'own');
    loadDashboardBatch(client(async () => ({ success: true, data: { parts } })).client, 'dana:legal');
    expect(await batchedFetcher(own, 'noam:legal')('/clients/client/stats')).toBe('own');
    vi.advanceTimersByTime(10_001);
    expect(await batchedFetcher(own, 'dana:legal')('/clients/client/stats')).toBe('own');

    loadDashboardBatch(client(() => Promise.reject(new Error('offline'))).client, 'dana:legal');
    expect(await batchedFetcher(own, 'dana:legal')('/clients/client/stats')).toBe('own');
  });
});
