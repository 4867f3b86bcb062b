import type { Kysely } from 'kysely';
import type { OfficeContext } from '../context/office-context';
import type { ScopedTransaction } from '../db/context';
import type { Database } from '../db/schema';
import { clockNow } from './clock';
import { jobDefaults, type OfficeJobKind, type SystemJobKind } from './job-kind';
import { insertJob } from './job-queue.queries';

/** When a job runs (now by default) and its key: at most one job of a kind per key is ever queued. */
export interface EnqueueOptions {
  runAt?: Date;
  key?: string;
}

/**
 * Enqueues an office's job in the transaction of the change that causes it: a rolled-back change leaves no job.
 * Answers the job's id, or undefined when a job of the kind with the same key is already there.
 */
export function enqueueInOffice<P extends object>(trx: ScopedTransaction, ctx: Pick<OfficeContext, 'tenant'>, kind: OfficeJobKind<P>, payload: P, options: EnqueueOptions = {}): Promise<string | undefined> {
  return insertJob(trx, { kind: kind.name, tenantId: ctx.tenant.id, payload, runAt: options.runAt ?? clockNow(), key: options.key ?? null, ...jobDefaults(kind) });
}

/** Enqueues a job of the system's own (no office), in the given transaction or on its own. */
export function enqueueSystemJob<P extends object>(db: Kysely<Database>, kind: SystemJobKind<P>, payload: P, options: EnqueueOptions = {}): Promise<string | undefined> {
  return insertJob(db, { kind: kind.name, tenantId: null, payload, runAt: options.runAt ?? clockNow(), key: options.key ?? null, ...jobDefaults(kind) });
}
