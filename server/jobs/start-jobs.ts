import type { ContextServices } from '../context/system-context';
import { JOB_KINDS } from './job-kinds';
import { createJobRunner, type DeadJobReport, type JobRunner } from './job-runner';

/** Where the worker reports: the runner's own errors, and each job that failed for good. */
export interface JobReports {
  onError(error: unknown): void;
  onDead(job: DeadJobReport): void;
}

/**
 * Starts the server's job worker: queues the next occurrence of each recurring job, then runs due jobs in the
 * background. The server calls it after it listens (through a dynamic import, off the start-up path).
 */
export async function startJobs(services: ContextServices, reports: JobReports): Promise<JobRunner> {
  const runner = createJobRunner({ services, kinds: JOB_KINDS, ...reports });
  await runner.scheduleRecurring();
  runner.start();
  return runner;
}
