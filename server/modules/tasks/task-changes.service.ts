import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { notifyMembers } from '../notifications/notify-members';
import { mayChangeTask } from './task-access';
import { taskView, type TaskView } from './task.view';
import { completeTaskRow, isActiveMember, readTask, reassignTaskRow } from './tasks.queries';
import { taskError, taskFieldError, taskNotFound, taskText } from './tasks.messages';

type Audited = Pick<TaskView, 'status' | 'assignedUser' | 'completedAt' | 'completedBy' | 'version'>;

const audited = (task: TaskView): Audited => ({ status: task.status, assignedUser: task.assignedUser, completedAt: task.completedAt, completedBy: task.completedBy, version: task.version });

/** The task as the API shows it, read in the transaction and locked until it ends; 404 when the office has none by that id. */
async function lockedTask(trx: ScopedTransaction, id: string): Promise<TaskView> {
  await trx.selectFrom('tasks').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  const row = await readTask(trx, id);
  if (!row) throw taskNotFound();
  return taskView(row);
}

/** The checks every change makes: the actor may change it, it is at the version the caller saw, and still open. */
function checkChange(ctx: OfficeContext, task: TaskView, version: number): void {
  if (!mayChangeTask(ctx, { assigned_user: task.assignedUser, assigned_role: task.assignedRole })) throw taskError(403, 'TASK_NOT_YOURS');
  if (task.version !== version) throw taskError(409, 'TASK_CHANGED');
  if (task.status === 'done') throw taskError(409, 'TASK_ALREADY_DONE');
}

/** Marks a task done; audited with before and after. */
export async function completeTask(ctx: OfficeContext, id: string, { version }: { version: number }): Promise<TaskView> {
  return inOffice(ctx, async (trx) => {
    const before = await lockedTask(trx, id);
    checkChange(ctx, before, version);
    if (!(await completeTaskRow(trx, id, version, actorUserId(ctx.actor)))) throw taskError(409, 'TASK_CHANGED');
    const after = await lockedTask(trx, id);
    await writeAudit(trx, auditActorOf(ctx), { eventType: 'task.complete', serviceName: 'tasks', entityType: 'task', entityId: id, before: audited(before), after: audited(after), success: true });
    return after;
  });
}

/** Where a task's notification leads: its record's page, else the tasks list. */
const linkOf = (task: TaskView): string => (task.module && task.recordId ? `/${task.module}/${task.recordId}` : '/tasks');

/** Gives an open task to an active member of the office, who is notified; audited with before and after. */
export async function reassignTask(ctx: OfficeContext, id: string, body: { assignedUser: string; version: number }): Promise<TaskView> {
  return inOffice(ctx, async (trx) => {
    const before = await lockedTask(trx, id);
    checkChange(ctx, before, body.version);
    if (!(await isActiveMember(trx, body.assignedUser))) throw taskError(400, 'INVALID_TASK_DATA', [taskFieldError('assignedUser', 'ASSIGNEE_NOT_MEMBER')]);
    if (!(await reassignTaskRow(trx, id, body.version, body.assignedUser))) throw taskError(409, 'TASK_CHANGED');
    const after = await lockedTask(trx, id);
    await writeAudit(trx, auditActorOf(ctx), { eventType: 'task.reassign', serviceName: 'tasks', entityType: 'task', entityId: id, before: audited(before), after: audited(after), success: true });
    if (body.assignedUser !== actorUserId(ctx.actor)) {
      const message = after.title && after.title.he && after.title.en ? { he: after.title.he, en: after.title.en, es: after.title.es ?? after.title.en } : { he: after.taskType, en: after.taskType, es: after.taskType };
      await notifyMembers(trx, ctx, { userIds: [body.assignedUser], kind: 'task_assigned', title: taskText('TASK_ASSIGNED_TITLE'), message, link: linkOf(after), recordId: after.recordId });
    }
    return after;
  });
}
