import { inOffice, type OfficeContext } from '../../context/office-context';
import { decodeTaskCursor, encodeTaskCursor } from './task-cursor';
import { scopeFor } from './task-access';
import { taskView, type TaskView } from './task.view';
import { countOpenTasks, listTasks } from './tasks.queries';
import { taskError } from './tasks.messages';

/** What a list asks for. */
export interface TaskQuery {
  scope?: 'mine' | 'role' | 'all';
  status?: 'open' | 'done';
  recordId?: string;
  cursor?: string;
  limit?: number;
}

/** The open tasks' counts of the caller: mine, of those overdue, and my roles' queue. */
export interface TaskCounts {
  mine: number;
  overdue: number;
  role: number;
}

/** A page of tasks and the cursor of the next page (null on the last); 400 INVALID_TASK_CURSOR for a cursor of another list. */
export async function listTaskPage(ctx: OfficeContext, query: TaskQuery): Promise<{ data: TaskView[]; nextCursor: string | null }> {
  const status = query.status ?? 'open';
  const limit = query.limit ?? 25;
  const scope = scopeFor(ctx, query.scope ?? 'mine');
  const after = query.cursor === undefined ? undefined : decodeTaskCursor(query.cursor, status);
  if (query.cursor !== undefined && !after) throw taskError(400, 'INVALID_TASK_CURSOR');
  const rows = await inOffice(ctx, (trx) => listTasks(trx, { scope, status, limit, ...(query.recordId ? { recordId: query.recordId } : {}), ...(after ? { after } : {}) }));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeTaskCursor({ status, at: last.sort_at, id: last.id }) : null;
  return { data: page.map(taskView), nextCursor };
}

/** How many open tasks are the caller's, how many of those are overdue, and how many wait in their roles' queue. */
export async function taskCounts(ctx: OfficeContext): Promise<TaskCounts> {
  return inOffice(ctx, async (trx) => {
    const mine = await countOpenTasks(trx, scopeFor(ctx, 'mine'));
    const role = await countOpenTasks(trx, scopeFor(ctx, 'role'));
    return { mine: mine.total, overdue: mine.overdue, role: role.total };
  });
}
