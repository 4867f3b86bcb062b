import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';
import { OPPORTUNITIES_BASE } from './opportunities.routes';

/** Hebrew letters: a message in Hebrew has some. */
export const HEBREW = /[א-ת]/;

/** A call to the opportunities API as a signed-in agent; state-changing calls carry the CSRF token. */
export function opportunitiesApi(agent: TestAgent) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: unknown, headers?: Record<string, string>) =>
    agent.request({ method, url: `${OPPORTUNITIES_BASE}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), csrf: method !== 'GET', ...(headers ? { headers } : {}) });
  return {
    get: (path = '') => call('GET', path),
    post: (path: string, payload: unknown = {}, headers?: Record<string, string>) => call('POST', path, payload, headers),
    put: (path: string, payload: unknown, headers?: Record<string, string>) => call('PUT', path, payload, headers),
    delete: (path: string) => call('DELETE', path),
  };
}

/** A client made through the clients API, as the office's member would. */
export async function createClientThrough(agent: TestAgent, firstName: string, lastName = 'Buyer'): Promise<string> {
  const created = await agent.request({ method: 'POST', url: '/api/clients/client', payload: { firstName, lastName }, csrf: true });
  if (created.statusCode !== 201) throw new Error(`Could not create a client: ${created.statusCode} ${created.body}`);
  return (created.json().data as { id: string }).id;
}

/** The id of a user by e-mail. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  return (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** A user of the office with the viewer role (made for the test, as the test's own set-up), signed in. */
export async function signInViewer(t: TestApp, slug: string): Promise<TestAgent> {
  const db = t.database.db;
  const email = `deal-viewer@${slug}.example.com`;
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!existing) {
    const user = await db.insertInto('users').values({ email, password_hash: null, first_name: 'Vera', last_name: 'Viewer', email_verified_at: new Date(), password_changed_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const tenant = await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    await db.insertInto('memberships').values({ tenant_id: tenant.id, user_id: user.id, role: 'viewer' }).execute();
  }
  return t.signIn(email);
}

/** The audit entries of an entity, oldest first. */
export async function auditOf(t: TestApp, entityId: string) {
  return t.database.db.selectFrom('audit_log').select(['event_type', 'service_name', 'user_id', 'before', 'after', 'success']).where('entity_id', '=', entityId).orderBy('occurred_at').orderBy('id').execute();
}

/** A client's deal_update activity entries, oldest first. */
export async function dealActivitiesOf(t: TestApp, clientId: string) {
  return t.database.db.selectFrom('client_activities').select(['description', 'metadata']).where('client_id', '=', clientId).where('type', '=', 'deal_update').orderBy('occurred_at').orderBy('id').execute();
}
