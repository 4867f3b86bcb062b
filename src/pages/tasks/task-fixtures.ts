import type { Task, TaskPage } from './task-query';

// Tasks of the legal office's workflows as GET /api/tasks answers them, for stories and tests.

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

/** An open task of a matter, due tomorrow, with these changes. */
export function task(changes: Partial<Task> = {}): Task {
  return {
    id: '3c1a0000-0000-4000-8000-000000000001',
    recordId: '5f0c2a1e-0000-4000-8000-000000000001',
    module: 'matters',
    recordTitle: 'Levi v. Cohen',
    recordNumber: '2026-0001',
    taskType: 'engagement-letter',
    title: { he: 'הכנת מכתב התקשרות והסכם שכר טרחה', en: 'Prepare the engagement letter and fee agreement', es: 'Preparar la carta de encargo' },
    assignedRole: 'attorney',
    assignedUser: '9b2e0000-0000-4000-8000-000000000003',
    assignedUserName: 'Noa Ben-David',
    dueAt: at(20),
    status: 'open',
    completedAt: null,
    completedBy: null,
    createdAt: at(-28),
    version: 1,
    ...changes,
  };
}

/** An open task two days late, for the paralegals, worded from its type. */
export const overdueTask = (changes: Partial<Task> = {}): Task =>
  task({ id: '3c1a0000-0000-4000-8000-000000000002', taskType: 'conflict-check', title: null, assignedUser: null, assignedUserName: null, assignedRole: 'paralegal', dueAt: at(-48), recordNumber: '2026-0002', recordTitle: 'Estate of Mizrahi', recordId: '5f0c2a1e-0000-4000-8000-000000000002', ...changes });

/** A page of my open tasks: the overdue one first, then one due tomorrow. */
export function taskPage(changes: Partial<TaskPage> = {}): TaskPage {
  return { success: true, data: [overdueTask(), task()], nextCursor: null, ...changes };
}
