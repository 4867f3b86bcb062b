import type { TaskChanged, TaskCountsAnswer, TaskListAnswer } from '../../api/generated/api-types';

/** A page of GET /api/tasks. */
export type TaskPage = TaskListAnswer;

/** One task: its title or type, its record, its assignee, when it is due and its version. */
export type Task = TaskPage['data'][number];

/** What completing or reassigning a task answers: the task as saved, and the server's message. */
export type TaskChangedAnswer = TaskChanged;

/** What GET /api/tasks/counts answers: my open tasks, how many are overdue, and my roles' queue. */
export type TaskCounts = TaskCountsAnswer['data'];

/** The tasks calls' path (the API client adds /api). */
export const TASKS_PATH = '/tasks';

/** The counts' path, which the header's badge reads too. */
export const TASK_COUNTS_PATH = `${TASKS_PATH}/counts`;

/** Whose tasks: mine, my roles' queue, or (managers and admins) the whole office's. */
export type TaskScope = 'mine' | 'role' | 'all';

/** Open or done. */
export type TaskStatus = Task['status'];

/** What My tasks shows, kept in its address. */
export interface TaskParams {
  scope: TaskScope;
  status: TaskStatus;
}

const SCOPES: readonly TaskScope[] = ['mine', 'role', 'all'];

/** The page's parameters from its address: mine and open unless it says otherwise. */
export function readTaskParams(search: URLSearchParams): TaskParams {
  const scope = search.get('scope') as TaskScope | null;
  return { scope: scope && SCOPES.includes(scope) ? scope : 'mine', status: search.get('status') === 'done' ? 'done' : 'open' };
}

/** The address for changed parameters, the defaults left out. */
export function writeTaskParams(current: TaskParams, changes: Partial<TaskParams>): URLSearchParams {
  const next = { ...current, ...changes };
  const search = new URLSearchParams();
  if (next.scope !== 'mine') search.set('scope', next.scope);
  if (next.status !== 'open') search.set('status', next.status);
  return search;
}

/** GET /api/tasks for a scope and status, from a cursor. */
export function tasksQuery(params: TaskParams, cursor?: string | null, limit = 25): string {
  const query = new URLSearchParams({ scope: params.scope, status: params.status });
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(limit));
  return `${TASKS_PATH}?${query.toString()}`;
}

/** The API path of one task's call: complete or reassign. */
export const taskCallPath = (id: string, call: 'complete' | 'reassign') => `${TASKS_PATH}/${encodeURIComponent(id)}/${call}`;
