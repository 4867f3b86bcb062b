import type { OfficeContext } from '../context/office-context';
import type { ContextServices } from '../context/system-context';
import type { ScopedTransaction } from '../db/context';

/** What a job's handler is given besides its office: the payload it was enqueued with, and how to finish it. */
export interface JobRun<P> {
  id: string;
  kind: string;
  payload: P;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** When the job was due. */
  runAt: Date;
  /**
   * Marks the job done in the transaction of its effects, so both commit or neither does: a retry after a crash
   * finds no effect of the crashed run, and a run whose lease ran out (another worker took the job) throws here
   * and undoes its effects. A handler that never calls it is completed after it returns (at least once).
   */
  completeIn(trx: ScopedTransaction): Promise<void>;
}

/** How a kind of job is retried and held; every field has a default (jobDefaults). */
export interface JobPolicy {
  /** Runs before the job is dead (the dead letter). */
  maxAttempts?: number;
  /** The wait before the first retry, doubled at each further one. */
  retryDelaySeconds?: number;
  /** How long a worker holds a job before another may take it (a worker killed mid-job). */
  timeoutSeconds?: number;
}

/** A kind of job run in an office: its handler gets the office context, as the system, under the office's row-level security. */
export interface OfficeJobKind<P> extends JobPolicy {
  name: string;
  scope: 'office';
  run(job: JobRun<P>, ctx: OfficeContext): Promise<void>;
  /**
   * Optional: runs several due jobs of the kind in one office at once, in one transaction that completes each
   * (`completeIn`) with its effects; one commit and one turn of the office's audit chain for the lot, where `run`
   * takes one per job. If it throws, its transaction rolled back and the runner runs each job on its own with `run`,
   * so a bad job fails alone; a job it returns without completing is completed after it (at least once).
   */
  runBatch?(jobs: readonly JobRun<P>[], ctx: OfficeContext): Promise<void>;
}

/** A kind of job of the system's own (no office), optionally recurring on a cron schedule. */
export interface SystemJobKind<P> extends JobPolicy {
  name: string;
  scope: 'system';
  /** Recurring: a cron expression (five fields, or six with seconds) and the time zone it is read in (UTC by default). */
  cron?: { expression: string; timeZone?: string };
  run(job: JobRun<P>, services: ContextServices): Promise<void>;
}

/** Any kind of job the registry holds. */
// A registry holds kinds of every payload: never, which any payload type accepts (the runner hands each its own).
export type JobKind<P = never> = OfficeJobKind<P> | SystemJobKind<P>;

/** The policy of a kind with its defaults filled in. */
export function jobDefaults(kind: JobPolicy): Required<JobPolicy> {
  return { maxAttempts: kind.maxAttempts ?? 5, retryDelaySeconds: kind.retryDelaySeconds ?? 30, timeoutSeconds: kind.timeoutSeconds ?? 300 };
}

/** The job kinds a runner knows, by name: a plain map of complete definitions; a duplicate name fails loudly. */
export type JobRegistry = ReadonlyMap<string, JobKind>;

/** Builds a registry from job kinds, refusing two of one name. */
export function jobRegistry(kinds: readonly JobKind[]): JobRegistry {
  const registry = new Map<string, JobKind>();
  for (const kind of kinds) {
    if (registry.has(kind.name)) throw new Error(`job kind "${kind.name}" is registered twice`);
    registry.set(kind.name, kind);
  }
  return registry;
}
