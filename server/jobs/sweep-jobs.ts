import { clockNow } from './clock';
import type { SystemJobKind } from './job-kind';
import { deleteDoneJobs } from './job-queue.queries';

/** How long a finished job is kept (dead ones stay until an operator deals with them). */
const KEEP_DONE_DAYS = 14;

/** Nightly: deletes the jobs finished more than two weeks ago, so the queue's table stays the size of its work. */
export const sweepJobsJob: SystemJobKind<Record<string, never>> = {
  name: 'jobs.sweep',
  scope: 'system',
  cron: { expression: '17 3 * * *', timeZone: 'Asia/Jerusalem' },
  run: async (_job, services) => {
    await deleteDoneJobs(services.db, new Date(clockNow().getTime() - KEEP_DONE_DAYS * 86_400_000));
  },
};
