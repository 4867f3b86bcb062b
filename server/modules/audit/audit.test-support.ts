import { sql } from 'kysely';
import { withContext } from '../../db/context';
import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';
import { AUDIT_BASE } from './audit.routes';

/** Hebrew letters: a message in Hebrew has some. */
export const HEBREW = /[א-ת]/;

/** A call to the audit API as an agent; state-changing calls carry the CSRF token. */
export function auditApi(agent: TestAgent) {
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
    agent.request({ method, url: `${AUDIT_BASE}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), csrf: method !== 'GET' });
  return {
    get: (path: string) => call('GET', path),
    post: (path: string) => call('POST', path),
    put: (path: string, payload: unknown) => call('PUT', path, payload),
  };
}

/** Every audit route, with a valid request for it. */
export const AUDIT_CALLS = [
  { method: 'GET', path: '/status' },
  { method: 'POST', path: '/toggle' },
  { method: 'GET', path: '/configuration' },
  { method: 'PUT', path: '/configuration', payload: { retentionDays: 400 } },
  { method: 'GET', path: '/logs' },
  { method: 'GET', path: '/statistics' },
  { method: 'GET', path: '/export?format=csv' },
  { method: 'GET', path: '/verify' },
] as const;

/** The id of a demo office. */
export async function tenantIdOf(t: TestApp, slug: string): Promise<string> {
  return (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

/** The id of a user by e-mail. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  return (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** A member of the office with the given role (made for the test, as its own set-up), signed in. */
export async function signInMember(t: TestApp, slug: string, role: 'viewer' | 'manager', firstName = 'Vera'): Promise<TestAgent> {
  const db = t.database.db;
  const email = `audit-${role}@${slug}.example.com`;
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const userId = existing?.id ?? (await db.insertInto('users').values({ email, password_hash: null, first_name: firstName, last_name: 'Member', email_verified_at: new Date(), password_changed_at: new Date() }).returning('id').executeTakeFirstOrThrow()).id;
  if (!existing) await db.insertInto('memberships').values({ tenant_id: await tenantIdOf(t, slug), user_id: userId, role }).execute();
  return t.signIn(email);
}

/** An entry written straight into an office's log (inside its tenant context, as the application writes). */
export interface TestEntry {
  eventType: string;
  serviceName?: string;
  entityType?: string | null;
  entityId?: string | null;
  userId?: string | null;
  before?: unknown;
  after?: unknown;
  success?: boolean;
  occurredAt?: Date;
}

/** Writes entries into an office's log, in order; answers their ids. */
export async function writeEntries(t: TestApp, slug: string, entries: TestEntry[]): Promise<string[]> {
  const tenantId = await tenantIdOf(t, slug);
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const ids: string[] = [];
    for (const entry of entries) {
      const row = await trx
        .insertInto('audit_log')
        .values({
          tenant_id: tenantId,
          event_type: entry.eventType,
          service_name: entry.serviceName ?? 'test',
          entity_type: entry.entityType ?? null,
          entity_id: entry.entityId ?? null,
          user_id: entry.userId ?? null,
          before: entry.before === undefined ? null : JSON.stringify(entry.before),
          after: entry.after === undefined ? null : JSON.stringify(entry.after),
          success: entry.success ?? true,
          ip: '203.0.113.9',
          ...(entry.occurredAt ? { occurred_at: entry.occurredAt } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  });
}

/** An office's chain as stored, in seq order (read as the owner, past row-level security). */
export async function chainOf(t: TestApp, slug: string): Promise<{ id: string; seq: number; prev_hash: string; hash: string }[]> {
  const tenantId = await tenantIdOf(t, slug);
  const { rows } = await sql<{ id: string; seq: string | number; prev_hash: string; hash: string }>`select id, seq, prev_hash, hash from audit_log where tenant_id = ${tenantId} order by seq`.execute(t.database.db);
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

/** The audit entries of an event type, oldest first (read as the owner). */
export async function entriesOf(t: TestApp, eventType: string) {
  return t.database.db.selectFrom('audit_log').select(['tenant_id', 'user_id', 'entity_id', 'before', 'after', 'success']).where('event_type', '=', eventType).orderBy('seq').execute();
}
