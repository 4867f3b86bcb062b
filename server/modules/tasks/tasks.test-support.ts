import { withContext } from '../../db/context';
import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';
import { TASKS_BASE } from './tasks.routes';

/** Hebrew letters: a message in Hebrew has some. */
export const HEBREW = /[א-ת]/;

/** A call to the tasks API as a signed-in agent; state-changing calls carry the CSRF token. */
export function tasksApi(agent: TestAgent) {
  return {
    get: (path = '') => agent.request({ method: 'GET', url: `${TASKS_BASE}${path}` }),
    post: (path: string, payload: Record<string, unknown> = {}) => agent.request({ method: 'POST', url: `${TASKS_BASE}${path}`, payload, csrf: true }),
  };
}

/** The ids of an office and a user by slug and e-mail. */
export async function idsOf(t: TestApp, slug: string, email?: string): Promise<{ tenantId: string; userId: string | null }> {
  const db = t.database.db;
  const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const userId = email ? (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id : null;
  return { tenantId, userId };
}

/** The professional role of a member, as the office gave it. */
export async function professionalRoleOf(t: TestApp, email: string): Promise<string> {
  const row = await t.database.db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.user_id').select('memberships.professional_role').where('users.email', '=', email).executeTakeFirstOrThrow();
  return row.professional_role!;
}

/** What a task is made with in a test, as a workflow action would write it. */
export interface TaskSeed {
  taskType?: string;
  title?: { he: string; en: string; es: string } | null;
  assignedRole?: string | null;
  assignedUser?: string | null;
  dueAt?: Date | null;
  recordId?: string | null;
  module?: string | null;
}

/** Writes a task straight into an office. */
export async function insertTask(t: TestApp, tenantId: string, seed: TaskSeed): Promise<string> {
  return withContext(t.database.db, { tenantId }, async (trx) => {
    const row = await trx
      .insertInto('tasks')
      .values({
        tenant_id: tenantId,
        task_type: seed.taskType ?? 'review',
        title: seed.title === undefined ? JSON.stringify({ he: 'לבדוק', en: 'Review', es: 'Revisar' }) : seed.title && JSON.stringify(seed.title),
        assigned_role: seed.assignedRole ?? null,
        assigned_user: seed.assignedUser ?? null,
        due_at: seed.dueAt ?? null,
        record_id: seed.recordId ?? null,
        module: seed.module ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The audit entries of an entity, oldest first. */
export async function auditOf(t: TestApp, entityId: string) {
  return t.database.db.selectFrom('audit_log').select(['event_type', 'service_name', 'user_id', 'before', 'after', 'success']).where('entity_id', '=', entityId).orderBy('occurred_at').orderBy('id').execute();
}

/** A user's notifications, newest first, read straight from the database. */
export async function notificationsOf(t: TestApp, userId: string) {
  return t.database.db.selectFrom('notifications').select(['kind', 'title', 'message', 'link', 'user_id']).where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
}
