import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { pageWindow, paginationOf, type PageQuery, type Pagination } from '../../http/pagination';
import { clockNow } from '../../jobs/clock';
import { jobsAdminError } from './jobs-admin.messages';
import { deleteDeadJob, listDeadJobs, requeueDeadJob, type DeadJobRow } from './jobs-admin.queries';

/** A dead job as the calls answer it. */
export interface DeadJobView {
  id: string;
  kind: string;
  tenantId: string;
  tenantName: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  runAt: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const iso = (at: Date | null): string | null => (at ? new Date(at).toISOString() : null);

function viewOf(ctx: OfficeContext, row: DeadJobRow): DeadJobView {
  return {
    id: row.id,
    kind: row.kind,
    tenantId: row.tenant_id,
    tenantName: ctx.tenant.name,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    runAt: iso(row.run_at)!,
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}

// What the audit keeps of a dead job an admin dealt with.
const auditedOf = (row: DeadJobRow) => ({ kind: row.kind, attempts: row.attempts, lastError: row.last_error, finishedAt: iso(row.finished_at) });

/** A page of the office's dead jobs. */
export async function deadJobs(ctx: OfficeContext, query: PageQuery): Promise<{ jobs: DeadJobView[]; pagination: Pagination }> {
  const window = pageWindow(query);
  const { rows, total } = await inOffice(ctx, (trx) => listDeadJobs(trx, window.limit, window.offset));
  return { jobs: rows.map((row) => viewOf(ctx, row)), pagination: paginationOf(window, total) };
}

/** Queues a dead job of the office again, audited as job.retried; 404 when the office has no such dead job. */
export async function retryDeadJob(ctx: OfficeContext, id: string): Promise<void> {
  await inOffice(ctx, async (trx) => {
    const before = await requeueDeadJob(trx, id, clockNow());
    if (!before) throw jobsAdminError(404, 'DEAD_JOB_NOT_FOUND');
    await writeAudit(trx, auditActorOf(ctx), { eventType: 'job.retried', serviceName: 'jobs', entityType: 'job', entityId: id, before: auditedOf(before), after: { state: 'queued', attempts: 0 }, success: true });
  });
}

/** Discards a dead job of the office, audited as job.discarded; 404 when the office has no such dead job. */
export async function discardDeadJob(ctx: OfficeContext, id: string): Promise<void> {
  await inOffice(ctx, async (trx) => {
    const before = await deleteDeadJob(trx, id);
    if (!before) throw jobsAdminError(404, 'DEAD_JOB_NOT_FOUND');
    await writeAudit(trx, auditActorOf(ctx), { eventType: 'job.discarded', serviceName: 'jobs', entityType: 'job', entityId: id, before: auditedOf(before), success: true });
  });
}
