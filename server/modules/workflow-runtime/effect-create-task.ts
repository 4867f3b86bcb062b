import type { CreateTaskEffect } from '../../../engine/workflows/workflow-effects';
import { isUuid } from '../../tenancy/tenant-queries';
import type { EffectScope } from './effect-scope';
import { notifyUsers } from './notify-users';
import { activeMembersWithRole, insertTask } from './workflow-runtime.queries';
import { runtimeText } from './workflow-runtime.messages';

const ACTOR = new Set(['$actor', 'actor']);

// Whom the task goes to: the acting member ($actor), a member named by id, or a role.
function assigneeOf(effect: CreateTaskEffect): { role: string | null; user: string | null } {
  if (ACTOR.has(effect.assignTo)) return isUuid(effect.by) ? { role: null, user: effect.by } : { role: 'admin', user: null };
  if (isUuid(effect.assignTo)) return { role: null, user: effect.assignTo };
  return { role: effect.assignTo, user: null };
}

/** create_task: a task for a role or a member, due when the action says, and a notification to whoever it goes to. */
export async function createTask(scope: EffectScope, effect: CreateTaskEffect): Promise<Record<string, unknown>> {
  const { trx, ctx, record } = scope;
  const assignee = assigneeOf(effect);
  const taskId = await insertTask(trx, ctx.tenant.id, {
    record_id: record.id,
    module: scope.collection.ownerId,
    task_type: effect.taskType,
    title: effect.title ? JSON.stringify(effect.title) : null,
    assigned_role: assignee.role,
    assigned_user: assignee.user,
    due_at: effect.dueAt ?? null,
    created_by: isUuid(effect.by) ? effect.by : null,
  });
  const users = assignee.user ? [assignee.user] : (await activeMembersWithRole(trx, assignee.role!)).map((member) => member.userId);
  const message = runtimeText('TASK_ASSIGNED', ctx, scope.collection, { text: effect.title ?? effect.taskType, title: record.title ?? record.number });
  await notifyUsers(scope, users, { kind: 'task_assigned', message });
  return { outcome: 'created', taskId, taskType: effect.taskType, assignedRole: assignee.role, assignedUser: assignee.user, dueAt: effect.dueAt ?? null, notified: users.length };
}
