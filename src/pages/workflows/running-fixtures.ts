import type { RunningPage, RunningRecord } from './running-records-query';

// The legal office's matters as GET /api/workflows/records answers them, for stories and tests.

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

/** A running matter, with these changes: in intake for a day, its SLA on track. */
export function runningMatter(changes: Partial<RunningRecord> = {}): RunningRecord {
  return {
    id: '5f0c2a1e-0000-4000-8000-000000000001',
    module: 'matters',
    entity: 'matter',
    number: '2026-0001',
    title: 'Levi v. Cohen',
    data: { title: 'Levi v. Cohen' },
    stage: 'intake',
    stageEnteredAt: at(-26),
    clientId: '7a1d0000-0000-4000-8000-000000000009',
    clientName: 'Dana Levi',
    assignedTo: '9b2e0000-0000-4000-8000-000000000003',
    assigneeName: 'Noa Ben-David',
    version: 3,
    createdAt: at(-26),
    updatedAt: at(-2),
    createdBy: null,
    lastModifiedBy: null,
    moduleName: { he: 'תיקים', en: 'Matters', es: 'Expedientes' },
    path: '/matters/5f0c2a1e-0000-4000-8000-000000000001',
    stageName: { he: 'קליטה', en: 'Intake', es: 'Admisión' },
    slaDeadline: at(46),
    slaState: 'on-track',
    ...changes,
  };
}

/** A page of the active tab: one on track, one due soon, one past its SLA; more to come. */
export function runningPage(changes: Partial<RunningPage> = {}): RunningPage {
  return {
    success: true,
    data: [
      runningMatter(),
      runningMatter({ id: '5f0c2a1e-0000-4000-8000-000000000002', number: '2026-0002', title: 'Estate of Mizrahi', path: '/matters/5f0c2a1e-0000-4000-8000-000000000002', stage: 'active', stageName: { he: 'פעיל', en: 'Active' }, clientId: null, clientName: null, assignedTo: null, assigneeName: null, slaDeadline: at(5), slaState: 'due-soon' }),
      runningMatter({ id: '5f0c2a1e-0000-4000-8000-000000000003', number: '2026-0003', title: 'Peretz lease', path: '/matters/5f0c2a1e-0000-4000-8000-000000000003', stage: 'discovery', stageName: { he: 'גילוי ועיון', en: 'Discovery' }, stageEnteredAt: at(-200), slaDeadline: at(-30), slaState: 'breached' }),
    ],
    nextCursor: 'cursor-2',
    counts: { active: 42, overdue: 7, finished: 120 },
    ...changes,
  };
}
