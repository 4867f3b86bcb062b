import type { Deadline, DeadlineCounts, DeadlinePage } from './deadline-query';

// Deadlines of the legal office as GET /api/deadlines answers them, for stories and tests.

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
const MATTER = '5f0c2a1e-0000-4000-8000-000000000001';
const PRO = '9b2e0000-0000-4000-8000-000000000003';

/** A matter's intake stage due in three hours, with these changes. */
export function deadline(changes: Partial<Deadline> = {}): Deadline {
  return {
    key: `stage:${MATTER}`,
    kind: 'stage',
    id: MATTER,
    title: 'Levi v. Cohen',
    recordNumber: '2026-0001',
    detail: { he: 'קליטה', en: 'Intake', es: 'Admisión' },
    taskType: null,
    stage: 'intake',
    dueAt: at(3),
    isOverdue: false,
    assignee: { userId: PRO, name: 'Noa Ben-David' },
    assignedRole: null,
    module: { id: 'matters', route: '/matters', name: { he: 'תיקים', en: 'Matters', es: 'Asuntos' } },
    link: `/matters/${MATTER}`,
    ...changes,
  };
}

/** A task of the matter two days late, for the paralegals' queue. */
export const overdueDeadline = (changes: Partial<Deadline> = {}): Deadline =>
  deadline({ key: 'task:3c1a0000-0000-4000-8000-000000000002', kind: 'task', id: '3c1a0000-0000-4000-8000-000000000002', detail: null, taskType: 'conflict-check', stage: null, dueAt: at(-49), isOverdue: true, assignee: null, assignedRole: 'paralegal', ...changes });

/** A client's follow-up later today. */
export const followUpDeadline = (changes: Partial<Deadline> = {}): Deadline =>
  deadline({
    key: 'follow-up:7d1e0000-0000-4000-8000-000000000004',
    kind: 'follow-up',
    id: '7d1e0000-0000-4000-8000-000000000004',
    title: 'Dana Mizrahi',
    recordNumber: null,
    detail: null,
    stage: null,
    dueAt: at(5),
    module: { id: 'clients', route: '/clients', name: { he: 'לקוחות', en: 'Clients', es: 'Clientes' } },
    link: '/clients/7d1e0000-0000-4000-8000-000000000004',
    ...changes,
  });

/** A page of deadlines: the overdue task, the stage, the follow-up. */
export function deadlinePage(rows: Deadline[] = [overdueDeadline(), deadline(), followUpDeadline()]): DeadlinePage {
  return { success: true, data: rows, pagination: { page: 1, limit: 50, total: rows.length, totalPages: rows.length ? 1 : 0 } };
}

/** The counts: two today, five this week, one overdue, and the week's days from today. */
export function deadlineCounts(changes: Partial<DeadlineCounts> = {}): { success: true; data: DeadlineCounts } {
  const day = (offset: number) => new Date(Date.now() + offset * 24 * HOUR).toISOString().slice(0, 10);
  const counts = [2, 0, 1, 0, 2, 0, 0];
  return { success: true, data: { today: 2, week: 5, overdue: 1, days: counts.map((count, index) => ({ day: day(index), count })), ...changes } };
}
