import { sql, type ExpressionBuilder } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';
import type { TaskPosition } from './task-cursor';

/** A task as the queries read it, with its record's title, number and module and its assignee's name. */
export interface TaskRow {
  id: string;
  record_id: string | null;
  module: string | null;
  record_title: string | null;
  record_number: string | null;
  task_type: string;
  title: unknown;
  assigned_role: string | null;
  assigned_user: string | null;
  assigned_user_name: string | null;
  due_at: Date | null;
  status: string;
  completed_at: Date | null;
  completed_by: string | null;
  created_at: Date;
  version: number;
}

/** Whose tasks a list or a count reads: the caller and the roles they hold, or the whole office. */
export type TaskScope = { kind: 'mine' | 'role'; userId: string | null; roles: string[] } | { kind: 'all' };

/** What the list filters and pages. */
export interface TaskFilter {
  scope: TaskScope;
  status: 'open' | 'done';
  recordId?: string;
  after?: TaskPosition;
  limit: number;
}

// A task without a due time sorts after every dated one.
const NO_DUE = sql.lit('9999-12-31T00:00:00Z');
const SORT_KEY = { open: sql`coalesce(t.due_at, ${NO_DUE}::timestamptz)`, done: sql`t.completed_at` } as const;
const AS_CURSOR_TIME = (key: ReturnType<typeof sql>) => sql<string>`to_char(${key} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type TaskBuilder = ExpressionBuilder<Database & { t: Database['tasks'] }, 't'>;

/** The condition of a scope: a role's queue holds the tasks of a role that no one in particular has. */
function inScope(eb: TaskBuilder, scope: TaskScope) {
  if (scope.kind === 'all') return eb.lit(true);
  const roleQueue = scope.roles.length > 0 ? eb.and([eb('t.assigned_user', 'is', null), eb('t.assigned_role', 'in', scope.roles)]) : eb.lit(false);
  if (scope.kind === 'role' || scope.userId === null) return roleQueue;
  return eb.or([eb('t.assigned_user', '=', scope.userId), roleQueue]);
}

function selectTasks(trx: ScopedTransaction) {
  return trx
    .selectFrom('tasks as t')
    .leftJoin('records as r', 'r.id', 't.record_id')
    .leftJoin('users as u', 'u.id', 't.assigned_user')
    .select([
      't.id', 't.record_id', 't.task_type', 't.title', 't.assigned_role', 't.assigned_user', 't.due_at', 't.status', 't.completed_at', 't.completed_by', 't.created_at', 't.version',
      sql<string | null>`coalesce(t.module, r.module)`.as('module'),
      'r.title as record_title',
      'r.number as record_number',
      sql<string | null>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as('assigned_user_name'),
    ]);
}

/** The office's task (row-level security hides other offices'). */
export async function readTask(trx: ScopedTransaction, id: string): Promise<TaskRow | undefined> {
  return selectTasks(trx).where('t.id', '=', id).executeTakeFirst() as Promise<TaskRow | undefined>;
}

/** Whether the office has a task by this id. */
export async function hasTask(trx: ScopedTransaction, id: string): Promise<boolean> {
  return (await trx.selectFrom('tasks').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** A page of tasks (one more than the limit, to tell whether another page follows), each with its sort time as a cursor value. */
export async function listTasks(trx: ScopedTransaction, filter: TaskFilter): Promise<(TaskRow & { sort_at: string })[]> {
  const key = SORT_KEY[filter.status];
  const direction = filter.status === 'open' ? 'asc' : 'desc';
  let query = selectTasks(trx)
    .select(AS_CURSOR_TIME(key).as('sort_at'))
    .where('t.status', '=', filter.status)
    .where((eb) => inScope(eb, filter.scope));
  if (filter.recordId) query = query.where('t.record_id', '=', filter.recordId);
  const after = filter.after;
  if (after) query = query.where(sql<boolean>`(${key}, t.id) ${sql.raw(direction === 'asc' ? '>' : '<')} (${after.at}::timestamptz, ${after.id}::uuid)`);
  const rows = await query.orderBy(key, direction).orderBy('t.id', direction).limit(filter.limit + 1).execute();
  return rows as (TaskRow & { sort_at: string })[];
}

/** How many open tasks a scope holds, and how many of them are past their due time. */
export async function countOpenTasks(trx: ScopedTransaction, scope: TaskScope): Promise<{ total: number; overdue: number }> {
  const row = await trx
    .selectFrom('tasks as t')
    .select([sql<string>`count(*)`.as('total'), sql<string>`count(*) filter (where t.due_at < now())`.as('overdue')])
    .where('t.status', '=', 'open')
    .where((eb) => inScope(eb, scope))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), overdue: Number(row.overdue) };
}

/** Marks a task done by a member if it is still at this version; answers whether it was. */
export async function completeTaskRow(trx: ScopedTransaction, id: string, version: number, by: string | null): Promise<boolean> {
  const result = await trx
    .updateTable('tasks')
    .set({ status: 'done', completed_at: sql`now()`, completed_by: by, version: sql`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a task to a member if it is still at this version; answers whether it was. */
export async function reassignTaskRow(trx: ScopedTransaction, id: string, version: number, userId: string): Promise<boolean> {
  const result = await trx.updateTable('tasks').set({ assigned_user: userId, version: sql`version + 1` }).where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether a user is an active member of the transaction's office. */
export async function isActiveMember(trx: ScopedTransaction, userId: string): Promise<boolean> {
  return (await trx.selectFrom('memberships').select('user_id').where('user_id', '=', userId).where('is_active', '=', true).executeTakeFirst()) !== undefined;
}
