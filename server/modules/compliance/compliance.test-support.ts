import { withContext } from '../../db/context';
import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';
import { COMPLIANCE_BASE } from './compliance.routes';

/** Hebrew letters: a message in Hebrew has some. */
export const HEBREW = /[א-ת]/;

/** A GET of the compliance API as a signed-in agent, in a language. */
export function complianceApi(agent: TestAgent) {
  return { get: (path: string, language = 'en') => agent.request({ method: 'GET', url: `${COMPLIANCE_BASE}${path}`, headers: { 'accept-language': language } }) };
}

/** The ids of an office and of a user by slug and e-mail. */
export async function idsOf(t: TestApp, slug: string, email: string): Promise<{ tenantId: string; userId: string }> {
  const db = t.database.db;
  const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const userId = (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  return { tenantId, userId };
}

/** A record in a module at a stage, its SLA timer due at a time, and, when asked, a move waiting for an approver. */
export async function recordWith(t: TestApp, tenantId: string, seed: { module: string; entity: string; stage: string; title: string; dueAt?: Date; pendingTo?: string }): Promise<string> {
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const enteredAt = new Date((seed.dueAt ?? new Date()).getTime() - 48 * 3_600_000);
    const snapshot = seed.pendingTo ? { status: 'active', value: seed.stage, context: { pending: { to: seed.pendingTo, requestedBy: 'someone', at: enteredAt.toISOString() } } } : null;
    const record = await trx
      .insertInto('records')
      .values({ tenant_id: tenantId, module: seed.module, entity: seed.entity, data: JSON.stringify({}), stage: seed.stage, stage_entered_at: enteredAt, title: seed.title, workflow_snapshot: snapshot ? JSON.stringify(snapshot) : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (seed.dueAt) await trx.insertInto('sla_timers').values({ tenant_id: tenantId, record_id: record.id, entered_at: enteredAt, stage: seed.stage, due_at: seed.dueAt }).execute();
    return record.id;
  });
}

/** An open task due at a time, for a role. */
export async function taskDueAt(t: TestApp, tenantId: string, dueAt: Date): Promise<string> {
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const row = await trx
      .insertInto('tasks')
      .values({ tenant_id: tenantId, task_type: 'review', title: JSON.stringify({ he: 'לבדוק תיק', en: 'Review the file', es: 'Revisar' }), assigned_role: 'admin', due_at: dueAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A client with the intake given. */
export async function clientWithIntake(t: TestApp, tenantId: string, firstName: string, intake: Record<string, unknown>): Promise<string> {
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const row = await trx.insertInto('clients').values({ tenant_id: tenantId, first_name: firstName, last_name: 'Consent', intake: JSON.stringify(intake) }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Sets when a user last changed the password (as the user, whom the users table lets change their own row). */
export async function passwordChangedAt(t: TestApp, tenantId: string, userId: string, at: Date): Promise<void> {
  await withContext(t.database.db, { tenantId, userId }, (trx) => trx.updateTable('users').set({ password_changed_at: at }).where('id', '=', userId).execute());
}
