import { withContext } from '../../db/context';
import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';
import { DEADLINES_BASE } from './deadlines.routes';

/** Hebrew letters: a message in Hebrew has some. */
export const HEBREW = /[א-ת]/;

/** A GET of the deadlines API as a signed-in agent, in a language. */
export function deadlinesApi(agent: TestAgent) {
  return { get: (path = '', language = 'en') => agent.request({ method: 'GET', url: `${DEADLINES_BASE}${path}`, headers: { 'accept-language': language } }) };
}

/** The ids of an office and of a user by slug and e-mail. */
export async function idsOf(t: TestApp, slug: string, email: string): Promise<{ tenantId: string; userId: string }> {
  const db = t.database.db;
  const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const userId = (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  return { tenantId, userId };
}

/** A record at a stage with its SLA timer due at a time, written straight into an office as the runtime would. */
export async function recordDueAt(t: TestApp, tenantId: string, seed: { module: string; entity: string; stage: string; title: string; number: string | null; dueAt: Date; assignedTo?: string; subjectClientId?: string }): Promise<string> {
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const enteredAt = new Date(seed.dueAt.getTime() - 48 * 3_600_000);
    const record = await trx
      .insertInto('records')
      .values({
        ...(seed.subjectClientId ? { id: seed.subjectClientId, subject_client_id: seed.subjectClientId } : {}),
        tenant_id: tenantId, module: seed.module, entity: seed.entity, data: JSON.stringify({}), stage: seed.stage, stage_entered_at: enteredAt, title: seed.title, number: seed.number, assigned_to: seed.assignedTo ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('sla_timers').values({ tenant_id: tenantId, record_id: record.id, entered_at: enteredAt, stage: seed.stage, due_at: seed.dueAt }).execute();
    return record.id;
  });
}

/** An open task due at a time, written straight into an office as a workflow action would. */
export async function taskDueAt(t: TestApp, tenantId: string, seed: { dueAt: Date; assignedUser?: string; assignedRole?: string; recordId?: string; module?: string }): Promise<string> {
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const row = await trx
      .insertInto('tasks')
      .values({
        tenant_id: tenantId,
        task_type: 'review',
        title: JSON.stringify({ he: 'לבדוק', en: 'Review', es: 'Revisar' }),
        assigned_user: seed.assignedUser ?? null,
        assigned_role: seed.assignedRole ?? null,
        due_at: seed.dueAt,
        record_id: seed.recordId ?? null,
        module: seed.module ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A client with a follow-up due at a time. */
export async function followUpAt(t: TestApp, tenantId: string, seed: { firstName: string; dueAt: Date; assignedTo?: string }): Promise<string> {
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const row = await trx
      .insertInto('clients')
      .values({ tenant_id: tenantId, first_name: seed.firstName, last_name: 'Deadline', next_follow_up_date: seed.dueAt, assigned_to: seed.assignedTo ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}
