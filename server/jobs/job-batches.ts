import type { JobRegistry } from './job-kind';
import type { ClaimedJob } from './job-queue.queries';

/**
 * Splits a round's claimed jobs into what runs together: the jobs of one office and one kind that can run in a batch
 * (`runBatch`) as one unit, every other job alone; units in the order of their first job (the longest due first).
 */
export function batchUnits(jobs: readonly ClaimedJob[], kinds: JobRegistry): ClaimedJob[][] {
  const units: ClaimedJob[][] = [];
  const batches = new Map<string, ClaimedJob[]>();
  for (const job of jobs) {
    const kind = kinds.get(job.kind);
    const isBatchable = kind?.scope === 'office' && kind.runBatch !== undefined && job.tenant_id !== null && job.attempts <= job.max_attempts;
    if (!isBatchable) {
      units.push([job]);
      continue;
    }
    const key = `${job.tenant_id}/${job.kind}`;
    const batch = batches.get(key);
    if (batch) batch.push(job);
    else {
      const unit = [job];
      batches.set(key, unit);
      units.push(unit);
    }
  }
  return units;
}
