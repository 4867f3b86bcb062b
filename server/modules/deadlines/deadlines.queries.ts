import { sql, type RawBuilder } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import { DEADLINES_RELATION, type DeadlineKind } from './deadline-relation';
import type { DueWindow } from './deadline-ranges';

/** A deadline as the queries read it, with its assignee's name. */
export interface DeadlineRow {
  kind: DeadlineKind;
  id: string;
  module: string | null;
  record_id: string | null;
  record_title: string | null;
  record_number: string | null;
  client_id: string | null;
  client_name: string | null;
  client_kind: 'client' | 'lead' | null;
  stage: string | null;
  breached_at: Date | null;
  task_type: string | null;
  task_title: unknown;
  assigned_user: string | null;
  assigned_role: string | null;
  assigned_user_name: string | null;
  due_at: Date;
}

/** What a list reads: the caller's visible deadlines under these conditions, due within the window. */
export interface DeadlineFilter {
  conditions: readonly RawBuilder<boolean>[];
  window: DueWindow;
  limit: number;
  offset: number;
}

const within = (window: DueWindow): RawBuilder<boolean>[] => [
  ...(window.from ? [sql<boolean>`due_at >= ${window.from}`] : []),
  ...(window.to ? [sql<boolean>`due_at < ${window.to}`] : []),
];

const whereAll = (conditions: readonly RawBuilder<boolean>[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

/** A page of deadlines, soonest (longest overdue) first, and how many there are in all. */
export async function listDeadlines(trx: ScopedTransaction, filter: DeadlineFilter): Promise<{ rows: DeadlineRow[]; total: number }> {
  const where = whereAll([...filter.conditions, ...within(filter.window)]);
  // Filtered first, by the relation's own columns; the assignee's name joined to the page only.
  const { rows } = await sql<DeadlineRow & { total: string | number }>`
    select d.*, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as assigned_user_name
    from (
      select kind, id, module, record_id, record_title, record_number, client_id, client_name, client_kind, stage, breached_at,
        task_type, task_title, assigned_user, assigned_role, due_at, count(*) over () as total
      from ${DEADLINES_RELATION}
      where ${where}
      order by due_at asc, kind asc, id asc
      limit ${filter.limit} offset ${filter.offset}
    ) as d
    left join users u on u.id = d.assigned_user
    order by d.due_at asc, d.kind asc, d.id asc`.execute(trx);
  const total = rows[0] ? Number(rows[0].total) : filter.offset > 0 ? await countDeadlines(trx, filter.conditions, filter.window) : 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** How many of the caller's visible deadlines fall within a window. */
export async function countDeadlines(trx: ScopedTransaction, conditions: readonly RawBuilder<boolean>[], window: DueWindow): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${DEADLINES_RELATION} where ${whereAll([...conditions, ...within(window)])}`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/** How many deadlines fall in each window, in one statement, in the windows' order. */
export async function countDeadlinesIn(trx: ScopedTransaction, conditions: readonly RawBuilder<boolean>[], windows: readonly DueWindow[]): Promise<number[]> {
  if (windows.length === 0) return [];
  const counts = windows.map((window, index) => sql`count(*) filter (where ${whereAll(within(window))}) as ${sql.ref(`w${index}`)}`);
  const { rows } = await sql<Record<string, string | number>>`select ${sql.join(counts)} from ${DEADLINES_RELATION} where ${whereAll(conditions)}`.execute(trx);
  const row = rows[0] ?? {};
  return windows.map((_, index) => Number(row[`w${index}`] ?? 0));
}
