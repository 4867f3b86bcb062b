import { parentPort } from 'node:worker_threads';
import { readTable } from './read-table';
import { TableError, type TableLimits } from './table';

/** A job the table reader posts: the file's bytes (transferred), its limits, how many rows to return. */
export interface TableJob {
  id: number;
  data: Uint8Array;
  limits: TableLimits;
  keepRows: number;
}

// The table worker's side: each job read in turn, answered with its table, its TableError's reason, or (a bug) an error.
parentPort?.on('message', (job: TableJob) => {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  readTable({ data, limits: job.limits, keepRows: job.keepRows }).then(
    (table) => parentPort?.postMessage({ id: job.id, table }),
    (error: unknown) => {
      if (error instanceof TableError) parentPort?.postMessage({ id: job.id, failure: error.reason, detail: error.detail });
      else parentPort?.postMessage({ id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    },
  );
});
