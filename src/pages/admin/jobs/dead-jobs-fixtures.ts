import type { DeadJob, DeadJobsPage } from './dead-jobs-types';

const TENANT = '11111111-0000-4000-8000-000000000001';

/** Two dead jobs of an office: an SLA breach whose record could not be read, and a calendar reminder with no address. */
export const DEAD_JOBS: DeadJob[] = [
  {
    id: '6a1b0000-0000-4000-8000-000000000001',
    kind: 'sla.breach',
    tenantId: TENANT,
    tenantName: 'Levi & Co',
    attempts: 5,
    maxAttempts: 5,
    lastError: 'canceling statement due to lock timeout',
    runAt: '2026-11-26T08:00:00.000Z',
    createdAt: '2026-11-24T08:00:00.000Z',
    startedAt: '2026-11-26T10:00:00.000Z',
    finishedAt: '2026-11-26T10:00:01.000Z',
  },
  {
    id: '6a1b0000-0000-4000-8000-000000000002',
    kind: 'appointment.reminder',
    tenantId: TENANT,
    tenantName: 'Levi & Co',
    attempts: 3,
    maxAttempts: 3,
    lastError: null,
    runAt: '2026-11-25T07:30:00.000Z',
    createdAt: '2026-11-20T12:00:00.000Z',
    startedAt: null,
    finishedAt: '2026-11-25T07:45:00.000Z',
  },
];

/** A page of dead jobs as GET /api/admin/jobs/dead answers it. */
export const deadJobsPage = (jobs: DeadJob[] = DEAD_JOBS): DeadJobsPage => ({
  success: true,
  data: jobs,
  pagination: { page: 1, limit: 20, total: jobs.length, totalPages: jobs.length ? 1 : 0 },
});
