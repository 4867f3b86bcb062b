import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestAgent } from '../../testing/test-agent';
import { testDatabaseKinds } from '../../testing/test-databases';
import { dashboardApi } from './dashboard.test-support';

interface Part {
  path: string;
  status: number;
  body: unknown;
}

// What the legal office type's dashboard (office-types/legal.json) reads when first drawn, in its widgets' order.
const LEGAL_READS = [
  '/dashboard/layout',
  '/dashboard/statistics?period=month',
  '/dashboard/activity?filter=all&perType=2&limit=5',
  '/clients/client/overdue-followups',
  '/clients/client/upcoming-followups?days=7',
  '/clients/client/stats',
  '/clients/client/analytics',
];

// The moment of computing (a statistic's range, computedAt) differs between two calls; the rest must not.
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const withoutTimes = (value: unknown): unknown => JSON.parse(JSON.stringify(value), (_key, item: unknown) => (typeof item === 'string' && ISO_TIME.test(item) ? 'a time' : item));

describe.each(testDatabaseKinds())('the dashboard batch on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const batchOf = async (agent: TestAgent): Promise<Part[]> => {
    const response = await dashboardApi(agent).get('/batch');
    expect(response.statusCode).toBe(200);
    return response.json().data.parts;
  };

  it('answers every read of the first drawing in one call, each part what its own call answers', async () => {
    const agent = await t.signIn('pro@legal.example.com');
    const parts = await batchOf(agent);
    expect(parts.map((part) => part.path)).toEqual(LEGAL_READS);
    for (const part of parts) {
      const alone = await agent.request({ method: 'GET', url: `/api${part.path}` });
      expect({ path: part.path, status: part.status, body: withoutTimes(part.body) }).toEqual({ path: part.path, status: alone.statusCode, body: withoutTimes(alone.json()) });
    }
  });

  it('reads the pipeline board where the office has deals, with the caller’s session, and not where it has not', async () => {
    const insurance = await batchOf(await t.signIn('admin@insurance.example.com'));
    expect(insurance.find((part) => part.path === '/opportunities/board')).toMatchObject({ status: 200, body: { success: true, data: { stages: expect.any(Array) } } });
    const legal = await batchOf(await t.signIn('admin@legal.example.com'));
    expect(legal.some((part) => part.path.startsWith('/opportunities'))).toBe(false);
  });

  it('is refused without a session, as every dashboard call is', async () => {
    const response = await t.anonymous().request({ method: 'GET', url: '/api/dashboard/batch' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: expect.any(String) });
  });
});
