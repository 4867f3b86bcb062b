import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { TableRequest } from './read-table';
import { isTableFailure, TableError, type Table } from './table';
import type { TableJob } from './table-worker';

/** How the table worker is bounded. */
export interface TableReaderOptions {
  /** How long one file may take before the worker is stopped ('too-complex'); default 20 s. */
  timeoutMs?: number;
  /** How many files may wait while one is read; one more is refused ('busy'); default 4. */
  maxWaiting?: number;
  /** The worker's memory; past it the worker dies and the file is 'too-complex'. */
  resourceLimits?: ResourceLimits;
}

/** Reads tables one at a time in a worker thread, so other requests are answered meanwhile. */
export interface TableReader {
  /** The table of a file (read-table.ts), or a TableError: the file's own, 'too-complex' past the time or memory, 'busy'. */
  read(request: TableRequest): Promise<Table>;
  /** Stops the worker; files waiting are refused. */
  close(): Promise<void>;
}

const DEFAULTS = { timeoutMs: 20_000, maxWaiting: 4, resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 } };

// The worker's entry beside this module: in the sources it registers tsx and loads table-worker.ts; in the bundle
// `npm start` runs (dist/server, server/tools/build-server.mjs) it loads the bundled worker.
const WORKER_URL = new URL('./table-worker-start.mjs', import.meta.url);

interface Job {
  request: TableRequest;
  resolve(table: Table): void;
  reject(error: Error): void;
}

type WorkerAnswer = { id: number; table: Table } | { id: number; failure: unknown; detail: string } | { id: number; error: string };

/** A table reader with its own worker thread, started on first use and again after one is stopped. */
export function createTableReader(options: TableReaderOptions = {}): TableReader {
  const { timeoutMs, maxWaiting, resourceLimits } = { ...DEFAULTS, ...options };
  const waiting: Job[] = [];
  let worker: Worker | undefined;
  let active: { job: Job; id: number; timer: NodeJS.Timeout } | undefined;
  let nextId = 0;

  function stopWorker(): void {
    void worker?.terminate();
    worker = undefined;
  }

  function settle(id: number, outcome: { table: Table } | { error: Error }): void {
    if (!active || active.id !== id) return;
    const { job, timer } = active;
    clearTimeout(timer);
    active = undefined;
    worker?.unref();
    if ('table' in outcome) job.resolve(outcome.table);
    else job.reject(outcome.error);
    startNext();
  }

  function onAnswer(answer: WorkerAnswer): void {
    if ('table' in answer) settle(answer.id, { table: answer.table });
    else if ('failure' in answer) settle(answer.id, { error: new TableError(isTableFailure(answer.failure) ? answer.failure : 'unreadable', answer.detail) });
    else settle(answer.id, { error: new Error(`The table worker failed: ${answer.error}`) });
  }

  // A worker that dies (its memory limit, a load failure) takes its file with it; the next file gets a new one.
  function onWorkerDeath(dead: Worker, error: Error): void {
    if (worker !== dead) return;
    worker = undefined;
    if (!active) return;
    const isOutOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
    settle(active.id, { error: isOutOfMemory ? new TableError('too-complex', 'the worker ran out of memory') : error });
  }

  function workerNow(): Worker {
    if (worker) return worker;
    const started = new Worker(WORKER_URL, { execArgv: [], resourceLimits });
    started.on('message', onAnswer);
    started.on('error', (error) => onWorkerDeath(started, error));
    started.on('exit', (code) => onWorkerDeath(started, new Error(`The table worker stopped (exit code ${code})`)));
    worker = started;
    return started;
  }

  function startNext(): void {
    const job = waiting.shift();
    if (!job) return;
    const id = (nextId += 1);
    const thread = workerNow();
    thread.ref();
    const timer = setTimeout(() => {
      stopWorker();
      settle(id, { error: new TableError('too-complex', `not read within ${timeoutMs} ms`) });
    }, timeoutMs);
    active = { job, id, timer };
    // A copy of exactly the file's bytes, moved to the worker rather than cloned.
    const data = new Uint8Array(job.request.data);
    const message: TableJob = { id, data, limits: job.request.limits, keepRows: job.request.keepRows };
    thread.postMessage(message, [data.buffer]);
  }

  return {
    read(request) {
      if (waiting.length >= maxWaiting) return Promise.reject(new TableError('busy', `${waiting.length} files waiting`));
      return new Promise<Table>((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        if (!active) startNext();
      });
    },
    async close() {
      for (const job of waiting.splice(0)) job.reject(new TableError('busy', 'the server is stopping'));
      if (active) settle(active.id, { error: new TableError('busy', 'the server is stopping') });
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
