import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A file libxml2 is given (in its own in-memory file system: it reads nothing else). */
export interface XmllintFile {
  fileName: string;
  /** Bytes (UTF-8) are copied into libxml2's file system as they are; a string is encoded there a character at a time, twice as slow for 10 MB. */
  contents: string | Uint8Array;
}

/** How a run of xmllint ended: its exit code (0 valid, 3 or 4 invalid, 5 a schema that does not compile, -1 aborted) and what it wrote to stderr. */
export interface XmllintResult {
  code: number;
  stderr: string;
}

// The worker: xmllint-wasm's Emscripten module with its WebAssembly compiled once and instantiated per run (the
// package's own validateXML starts a worker and compiles the WebAssembly on every call: about 200 ms idle, a second
// on a loaded machine). Each run has its own instance, memory and file system; nothing is shared between runs.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const factory = require(workerData.modulePath);
const wasm = new WebAssembly.Module(fs.readFileSync(path.join(path.dirname(workerData.modulePath), 'xmllint.wasm')));
const MAX_STDERR = 20 * 1024 * 1024;
parentPort.on('message', (job) => {
  if (!job || job.lishkaXmllint !== true) return;
  let stderr = '';
  let done = false;
  const finish = (code, extra) => {
    if (done) return;
    done = true;
    parentPort.postMessage({ lishkaXmllint: true, id: job.id, code, stderr: stderr + (extra || '') });
  };
  const failed = (error) => {
    if (!error || error.name !== 'ExitStatus') finish(-1, String((error && error.message) || error));
  };
  try {
    factory({
      inputFiles: job.files,
      arguments: job.args,
      print() {},
      printErr(text) { if (stderr.length < MAX_STDERR) stderr += text + '\\n'; },
      onExit: (code) => finish(code),
      onAbort: (reason) => finish(-1, 'WASM Abort: ' + reason),
      wasmMemory: new WebAssembly.Memory({ initial: job.initialPages, maximum: job.maxPages }),
      instantiateWasm(imports, ready) {
        WebAssembly.instantiate(wasm, imports).then((instance) => ready(instance, wasm), failed);
        return {};
      },
    }).catch(failed);
  } catch (error) {
    failed(error);
  }
});
`;

// WebAssembly pages are 64 KiB.
const MIB_PAGES = 16;
/** The memory a run starts with and may grow to: libxml2 holds the schema and, streaming, a window of the document. */
export const XMLLINT_MEMORY = { initialPages: 64 * MIB_PAGES, maxPages: 1024 * MIB_PAGES };
/** The longest a run may take before the worker is stopped (and started again for the next run). */
export const XMLLINT_TIMEOUT_MS = 60_000;

interface Pending {
  resolve(result: XmllintResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function stop(error: Error): void {
  const stopped = worker;
  worker = null;
  void stopped?.terminate();
  for (const job of pending.values()) {
    clearTimeout(job.timer);
    job.reject(error);
  }
  pending.clear();
}

function started(): Worker {
  if (worker) return worker;
  const modulePath = createRequire(import.meta.url).resolve('xmllint-wasm/xmllint-node.js');
  const created = new Worker(WORKER_SOURCE, { eval: true, workerData: { modulePath } });
  created.on('message', (message: { lishkaXmllint?: boolean; id: number; code: number; stderr: string }) => {
    if (message?.lishkaXmllint !== true) return;
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    clearTimeout(job.timer);
    // An idle worker does not keep the process alive; one with work does.
    if (pending.size === 0) created.unref();
    job.resolve({ code: message.code, stderr: message.stderr });
  });
  created.on('error', (error) => stop(error));
  created.on('exit', () => {
    if (worker === created) stop(new Error('The xmllint worker stopped'));
  });
  worker = created;
  return created;
}

/** Runs xmllint (libxml2 in WebAssembly, in one long-lived worker thread, one run at a time) over in-memory files. */
export function runXmllint(files: XmllintFile[], args: string[], memory = XMLLINT_MEMORY): Promise<XmllintResult> {
  const target = started();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => stop(new Error(`xmllint took more than ${XMLLINT_TIMEOUT_MS} ms`)), XMLLINT_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { resolve, reject, timer });
    target.ref();
    target.postMessage({ lishkaXmllint: true, id, files, args, ...memory });
  });
}
