import type { Insertable } from 'kysely';
import { OPTIONAL_EVENT_TYPES } from '../../audit/audit-event-types';
import { withContext } from '../../db/context';
import type { ClientsTable } from '../../db/schema';
import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';
import { CLIENTS_BASE } from './client-paths';

/** Hebrew letters: a message in Hebrew has some. */
export const HEBREW = /[א-ת]/;

/** A call to the clients API as a signed-in agent; state-changing calls carry the CSRF token. */
export function clientsApi(agent: TestAgent) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: unknown, headers?: Record<string, string>) =>
    agent.request({ method, url: `${CLIENTS_BASE}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), csrf: method !== 'GET', ...(headers ? { headers } : {}) });
  return {
    get: (path = '', headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, payload: unknown = {}, headers?: Record<string, string>) => call('POST', path, payload, headers),
    put: (path: string, payload: unknown) => call('PUT', path, payload),
    delete: (path: string, payload?: unknown) => call('DELETE', path, payload),
  };
}

/** The id of a demo office. */
export async function tenantIdOf(t: TestApp, slug: string): Promise<string> {
  return (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

/** A user of the office with the viewer role (made for the test, as the test's own set-up), signed in. */
export async function signInViewer(t: TestApp, slug: string): Promise<TestAgent> {
  const db = t.database.db;
  const email = `viewer@${slug}.example.com`;
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const userId = existing?.id ?? (await db.insertInto('users').values({ email, password_hash: null, first_name: 'Vera', last_name: 'Viewer', email_verified_at: new Date(), password_changed_at: new Date() }).returning('id').executeTakeFirstOrThrow()).id;
  if (!existing) await db.insertInto('memberships').values({ tenant_id: await tenantIdOf(t, slug), user_id: userId, role: 'viewer' }).execute();
  return t.signIn(email);
}

/** Clients written straight into an office (inside its tenant context), for tests that need many or back-dated ones. */
export async function insertClients(t: TestApp, slug: string, rows: Omit<Insertable<ClientsTable>, 'tenant_id'>[]): Promise<string[]> {
  const tenantId = await tenantIdOf(t, slug);
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const ids: string[] = [];
    // In slices, to keep each statement's parameters well under PostgreSQL's limit.
    for (let start = 0; start < rows.length; start += 500) {
      const inserted = await trx.insertInto('clients').values(rows.slice(start, start + 500).map((row) => ({ ...row, tenant_id: tenantId }))).returning('id').execute();
      ids.push(...inserted.map((row) => row.id));
    }
    return ids;
  });
}

/** The audit entries of the changes to an entity, oldest first; record access (client.viewed…) is left out. */
export async function auditOf(t: TestApp, entityId: string) {
  return t.database.db
    .selectFrom('audit_log')
    .select(['event_type', 'user_id', 'before', 'after', 'success'])
    .where('entity_id', '=', entityId)
    .where('event_type', 'not in', OPTIONAL_EVENT_TYPES)
    // A client's (a document's) workflow run has its subject's id: its moves and actions are the run's audit, not these.
    .where('event_type', 'not like', 'record.workflow.%')
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

/** The activity types of a client, oldest first. */
export async function activityTypesOf(t: TestApp, clientId: string): Promise<string[]> {
  const rows = await t.database.db.selectFrom('client_activities').select(['type', 'performed_by']).where('client_id', '=', clientId).orderBy('occurred_at').orderBy('id').execute();
  return rows.map((row) => row.type);
}
