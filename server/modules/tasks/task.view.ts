import type { Language } from '../../../engine/i18n/languages';
import type { SchemaView } from '../../http/schema-types';
import type { TaskRow } from './tasks.queries';
import type { taskSchema } from './tasks.schemas';

/** A task as the API answers it: the shape of its response schema. */
export type TaskView = SchemaView<typeof taskSchema>;

type Texts = Record<Language, string>;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The API's view of a task read by the queries. */
export function taskView(row: TaskRow): TaskView {
  return {
    id: row.id,
    recordId: row.record_id,
    module: row.module,
    recordTitle: row.record_title,
    recordNumber: row.record_number,
    taskType: row.task_type,
    title: (row.title as Texts | null) ?? null,
    assignedRole: row.assigned_role,
    assignedUser: row.assigned_user,
    assignedUserName: row.assigned_user_name,
    dueAt: iso(row.due_at),
    status: row.status as 'open' | 'done',
    completedAt: iso(row.completed_at),
    completedBy: row.completed_by,
    createdAt: iso(row.created_at)!,
    version: row.version,
  };
}
