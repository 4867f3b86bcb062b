import type { ContextServices } from '../context/system-context';
import { JOB_KINDS } from './job-kinds';
import { createJobRunner, type JobRunner } from './job-runner';

/**
 * Starts the server's job worker: queues the next occurrence of each recurring job, then runs due jobs in the
 * background. The server calls it after it listens (through a dynamic import, off the start-up path).
 */
export async function startJobs(services: ContextServices, onError: (error: unknown) => void): Promise<JobRunner> {
  const runner = createJobRunner({ services, kinds: JOB_KINDS, onError });
  await runner.scheduleRecurring();
  runner.start();
  return runner;
}
