import { actorRole, actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ReadOnlyRoles } from '../../plugins/access';
import { hasTask, type TaskRow, type TaskScope } from './tasks.queries';
import { taskError, taskNotFound } from './tasks.messages';

/** The module's read-only roles, for its routes' declared access: a viewer's change is refused before its input is read. */
export const VIEWERS_READ_TASKS: ReadOnlyRoles = { roles: ['viewer'], refusal: () => taskError(403, 'TASKS_READ_ONLY') };

/** The roles an actor holds in the office: their membership role and their professional role. */
export function heldRoles(ctx: OfficeContext): string[] {
  if (ctx.actor.kind !== 'member') return [];
  return ctx.actor.professionalRole ? [ctx.actor.role, ctx.actor.professionalRole] : [ctx.actor.role];
}

/** Whether the actor oversees all the office's tasks: an admin, a manager, or the system's own work. */
export function overseesTasks(ctx: OfficeContext): boolean {
  const role = actorRole(ctx.actor);
  return ctx.actor.kind === 'system' || role === 'admin' || role === 'manager';
}

/** The scope a list or count reads for the actor; 'all' only for who oversees the office's tasks (403 otherwise). */
export function scopeFor(ctx: OfficeContext, kind: 'mine' | 'role' | 'all'): TaskScope {
  if (kind === 'all') {
    if (!overseesTasks(ctx)) throw taskError(403, 'TASKS_ALL_REFUSED');
    return { kind: 'all' };
  }
  return { kind, userId: actorUserId(ctx.actor), roles: heldRoles(ctx) };
}

/** Whether the actor may change this task: its assignee, a holder of its role, or who oversees the office's tasks. */
export function mayChangeTask(ctx: OfficeContext, task: Pick<TaskRow, 'assigned_user' | 'assigned_role'>): boolean {
  if (overseesTasks(ctx)) return true;
  const userId = actorUserId(ctx.actor);
  if (userId !== null && task.assigned_user === userId) return true;
  return task.assigned_role !== null && heldRoles(ctx).includes(task.assigned_role);
}

/** What a tasks call asks for: the task it names, if any, and whether it changes anything. */
export interface TaskCall {
  taskId?: string;
  isChange: boolean;
}

/** Decides who may make a tasks call once its input is valid: a task the office does not have is 404, and a viewer may only read. */
export async function refuseTaskCall(ctx: OfficeContext, { taskId, isChange }: TaskCall): Promise<void> {
  if (taskId !== undefined && !(await inOffice(ctx, (trx) => hasTask(trx, taskId)))) throw taskNotFound();
  if (isChange && actorRole(ctx.actor) === 'viewer') throw taskError(403, 'TASKS_READ_ONLY');
}
