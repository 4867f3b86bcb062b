import type { Insertable } from 'kysely';
import { withContext } from '../../db/context';
import type { ClientActivitiesTable, OpportunitiesTable } from '../../db/schema';
import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';
import { DASHBOARD_BASE } from './dashboard.routes';

/** Hebrew letters: a message in Hebrew has some. */
export const HEBREW = /[א-ת]/;

export const DAY = 86_400_000;

/** A call to the dashboard API as a signed-in agent; state-changing calls carry the CSRF token. */
export function dashboardApi(agent: TestAgent) {
  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    agent.request({ method, url: `${DASHBOARD_BASE}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), csrf: method !== 'GET' });
  return {
    get: (path: string) => call('GET', path),
    put: (path: string, payload: unknown) => call('PUT', path, payload),
    delete: (path: string) => call('DELETE', path),
  };
}

/** The tiles of GET /api/dashboard/statistics, by id. */
export async function tilesOf(agent: TestAgent, period: string): Promise<Record<string, { value: number | null; previousValue: number | null; trend: number | null; unavailable: { reason: string } | null }>> {
  const response = await dashboardApi(agent).get(`/statistics?period=${period}`);
  if (response.statusCode !== 200) throw new Error(`statistics answered ${response.statusCode}: ${response.body}`);
  return Object.fromEntries((response.json().data.tiles as { id: string }[]).map((tile) => [tile.id, tile])) as never;
}

/** The id of a demo office. */
export async function tenantIdOf(t: TestApp, slug: string): Promise<string> {
  return (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

/** The id of a user by e-mail. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  return (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** A client or lead written straight into an office, created at a given time (the test's own set-up). */
export async function insertClient(t: TestApp, slug: string, values: { createdAt?: Date; kind?: 'client' | 'lead'; leadStatus?: 'new' | 'contacted' | 'closed' | 'lost'; leadScore?: number; status?: 'active' | 'inactive'; firstName?: string }): Promise<string> {
  const tenantId = await tenantIdOf(t, slug);
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const row = await trx
      .insertInto('clients')
      .values({
        tenant_id: tenantId,
        first_name: values.firstName ?? 'Test',
        last_name: 'Person',
        kind: values.kind ?? 'client',
        lead_status: values.kind === 'lead' ? (values.leadStatus ?? 'new') : null,
        lead_score: values.leadScore ?? null,
        status: values.status ?? 'active',
        ...(values.createdAt ? { created_at: values.createdAt } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A deal written straight into an office. */
export async function insertDeal(t: TestApp, slug: string, clientId: string, values: Partial<Omit<Insertable<OpportunitiesTable>, 'tenant_id' | 'client_id'>>): Promise<string> {
  const tenantId = await tenantIdOf(t, slug);
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const row = await trx.insertInto('opportunities').values({ tenant_id: tenantId, client_id: clientId, title: 'A deal', ...values }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Activity entries written straight into an office, each at its own time. */
export async function insertActivities(t: TestApp, slug: string, rows: Omit<Insertable<ClientActivitiesTable>, 'tenant_id'>[]): Promise<string[]> {
  const tenantId = await tenantIdOf(t, slug);
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const inserted = await trx.insertInto('client_activities').values(rows.map((row) => ({ ...row, tenant_id: tenantId }))).returning('id').execute();
    return inserted.map((row) => row.id);
  });
}
