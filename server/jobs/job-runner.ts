import { randomUUID } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import { recordAudit } from '../audit/audit-writer';
import type { OfficeContext } from '../context/office-context';
import { officeContextFor, type ContextServices } from '../context/system-context';
import { clockNow } from './clock';
import { batchUnits } from './job-batches';
import type { JobKind, JobRegistry, JobRun, OfficeJobKind, SystemJobKind } from './job-kind';
import { enqueueSystemJob } from './job-queue';
import { claimJobs, completeJob, failJob, type ClaimedJob } from './job-queue.queries';

/** How a runner works: its registry and services, and how much it takes at once. */
export interface JobRunnerOptions {
  services: ContextServices;
  kinds: JobRegistry;
  /** The worker's name in the jobs it holds; unique per runner by default. */
  workerId?: string;
  /** Jobs claimed per round. */
  batchSize?: number;
  /** Jobs of a round run at once. */
  concurrency?: number;
  /** The wait between rounds that found nothing (or less than a batch). */
  pollMs?: number;
  /** What to do with an error of the runner itself (the database away); a handler's error fails its job instead. */
  onError?: (error: unknown) => void;
  /**
   * Told of every job that failed its last attempt (the dead letter), an office's or the system's: the server logs it,
   * so an operator hears of a system job (no office, so no office's audit log or jobs screen) as of any other.
   */
  onDead?: (job: DeadJobReport) => void;
}

/** A job left dead: what it was and why. */
export interface DeadJobReport {
  id: string;
  kind: string;
  tenantId: string | null;
  attempts: number;
  error: string;
}

/** A worker of the job queue: it runs due jobs in rounds, in the background (start) or on demand (runDue, for tests). */
export interface JobRunner {
  readonly workerId: string;
  /** Runs every job due by the server's clock, round after round, until none is left; answers how many ran. */
  runDue(): Promise<number>;
  /** Queues the next occurrence of every recurring kind (one per occurrence, whichever process queues it). */
  scheduleRecurring(): Promise<void>;
  /** Runs rounds in the background until stop. */
  start(): void;
  /** Stops taking jobs and waits for the round under way. */
  stop(): Promise<void>;
}

/** The job no longer belongs to this worker: its lease ran out and another took it. Its effects are undone. */
class LeaseLost extends Error {}

// Lets the process's other work (requests, timers) run between jobs: on PGlite a job's queries resolve without ever
// waiting on I/O, so a queue full of due jobs would otherwise keep the event loop to itself.
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function nextOccurrence(kind: SystemJobKind<never>, after: Date): Date {
  const cron = kind.cron!;
  return CronExpressionParser.parse(cron.expression, { currentDate: after, tz: cron.timeZone ?? 'UTC' }).next().toDate();
}

/** A job runner over the queue in the database (server/jobs/README in the project README, Background jobs). */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { services, kinds } = options;
  const { db } = services;
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const batchSize = options.batchSize ?? 50;
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1000;
  let stopped = true;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const scheduleNext = async (kind: SystemJobKind<never>, after: Date): Promise<void> => {
    const at = nextOccurrence(kind, after);
    await enqueueSystemJob(db, kind, {}, { runAt: at, key: at.toISOString() });
  };

  // The office contexts of a round's jobs, by office and kind: one look-up of an office per round, not per job.
  type Contexts = Map<string, Promise<OfficeContext | undefined>>;
  const contextOf = (contexts: Contexts, tenantId: string, kind: string): Promise<OfficeContext | undefined> => {
    const key = `${tenantId}/${kind}`;
    let found = contexts.get(key);
    if (!found) contexts.set(key, (found = officeContextFor(services, tenantId, { kind: 'system', name: `job:${kind}` })));
    return found;
  };

  async function execute(kind: JobKind, job: ClaimedJob, run: JobRun<never>, contexts: Contexts): Promise<'ran' | 'no-office'> {
    if (kind.scope === 'system') {
      await kind.run(run, services);
      return 'ran';
    }
    const ctx = job.tenant_id ? await contextOf(contexts, job.tenant_id, kind.name) : undefined;
    if (!ctx) return 'no-office';
    await kind.run(run, ctx);
    return 'ran';
  }

  async function fail(job: ClaimedJob, error: string): Promise<void> {
    const state = await failJob(db, job.id, workerId, clockNow(), error);
    if (state === 'dead') options.onDead?.({ id: job.id, kind: job.kind, tenantId: job.tenant_id, attempts: job.attempts, error });
    if (state === 'dead' && job.tenant_id) {
      const actor = { tenantId: job.tenant_id, userId: null, ip: null, userAgent: `lishka:job:${job.kind}` };
      await recordAudit(db, actor, { eventType: 'job.dead', serviceName: 'jobs', entityType: 'job', entityId: job.id, after: { kind: job.kind, attempts: job.attempts, error }, success: false });
    }
  }

  // The run a handler gets for a claimed job; completing it tells onCompleted.
  const runOf = (job: ClaimedJob, onCompleted: () => void): JobRun<never> => ({
    id: job.id,
    kind: job.kind,
    payload: job.payload as never,
    attempt: job.attempts,
    runAt: new Date(job.run_at),
    completeIn: async (trx) => {
      if (!(await completeJob(trx, job.id, workerId, clockNow()))) throw new LeaseLost(`job ${job.id} is no longer held by ${workerId}`);
      onCompleted();
    },
  });

  async function runOne(job: ClaimedJob, contexts: Contexts): Promise<void> {
    const kind = kinds.get(job.kind);
    if (!kind) return fail(job, `unknown job kind "${job.kind}"`);
    // A worker killed during the last attempt left the job running; its lease ran out and nothing is left to try.
    if (job.attempts > job.max_attempts) return fail(job, 'the worker stopped during the last attempt');
    let completed = false;
    const run = runOf(job, () => (completed = true));
    try {
      await execute(kind, job, run, contexts);
      if (!completed) await completeJob(db, job.id, workerId, clockNow());
      if (kind.scope === 'system' && kind.cron) await scheduleNext(kind, new Date(Math.max(new Date(job.run_at).getTime(), clockNow().getTime())));
    } catch (error) {
      if (error instanceof LeaseLost) return;
      await fail(job, message(error));
    }
  }

  // Jobs of one office and one batchable kind (batchUnits): one runBatch call, or each on its own when it throws.
  async function runBatch(jobs: ClaimedJob[], contexts: Contexts): Promise<void> {
    const kind = kinds.get(jobs[0]!.kind) as OfficeJobKind<never>;
    const ctx = await contextOf(contexts, jobs[0]!.tenant_id!, kind.name);
    if (!ctx) {
      for (const job of jobs) await runOne(job, contexts);
      return;
    }
    const completed = new Set<string>();
    try {
      await kind.runBatch!(
        jobs.map((job) => runOf(job, () => completed.add(job.id))),
        ctx,
      );
    } catch {
      // Its transaction rolled back (a job's error, a lease lost): each runs alone, so only a bad job fails.
      for (const job of jobs) await runOne(job, contexts);
      return;
    }
    for (const job of jobs) if (!completed.has(job.id)) await completeJob(db, job.id, workerId, clockNow());
  }

  async function runRound(): Promise<number> {
    // The claim answers its rows in no order: the longest due run first.
    const jobs = (await claimJobs(db, workerId, clockNow(), batchSize)).sort((a, b) => new Date(a.run_at).getTime() - new Date(b.run_at).getTime());
    const contexts: Contexts = new Map();
    const units = batchUnits(jobs, kinds);
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, units.length) }, async () => {
      while (next < units.length) {
        const unit = units[next++]!;
        await (unit.length > 1 ? runBatch(unit, contexts) : runOne(unit[0]!, contexts));
        await turn();
      }
    });
    await Promise.all(lanes);
    return jobs.length;
  }

  async function background(): Promise<void> {
    while (!stopped) {
      let ran = 0;
      try {
        ran = await runRound();
      } catch (error) {
        options.onError?.(error);
      }
      if (ran < batchSize && !stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  return {
    workerId,
    runDue: async () => {
      let total = 0;
      for (let ran = await runRound(); ran > 0; ran = await runRound()) total += ran;
      return total;
    },
    scheduleRecurring: async () => {
      for (const kind of kinds.values()) if (kind.scope === 'system' && kind.cron) await scheduleNext(kind, clockNow());
    },
    start: () => {
      if (!stopped) return;
      stopped = false;
      loop = background();
    },
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
