import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureServerBuild } from '../build-server.mjs';
import { ensureWebBuild } from '../build-web.mjs';

const root = resolve(import.meta.dirname, '../../..');
const POLL_MS = 100;

/** The real server running as a child process (`npm start`'s entry) in a process group of its own. */
export interface ServerProcess {
  child: ChildProcess;
  /** Whether the child has ended (and with what), set when it does. */
  ended?: string;
  /** Where its output goes, and how far the file was when this start began. */
  logFile: string;
  logOffset: number;
}

/** A port nobody listens on now, on this machine. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * Builds what `npm start` would build first (the web app, the server's bundle), so that no start measured or killed
 * afterwards waits on a build.
 */
export async function prepareBuilds(): Promise<void> {
  await ensureWebBuild();
  await ensureServerBuild();
}

/** What runs as the server: Node's arguments and the folder they run in (by default `npm start`'s entry here). */
export interface ServerEntry {
  argv: string[];
  cwd: string;
}

const NPM_START: ServerEntry = { argv: ['server/tools/start.mjs'], cwd: root };

/**
 * Starts the server as `npm start` does (server/tools/start.mjs, after prepareBuilds), or another entry, with the
 * given environment; its output is appended to logFile. Detached, so that a kill of its group reaches every process of it.
 */
export function startServer(env: NodeJS.ProcessEnv, logFile: string, entry: ServerEntry = NPM_START): ServerProcess {
  let logOffset = 0;
  try {
    logOffset = readFileSync(logFile).length;
  } catch {
    // The first start: no log yet.
  }
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, entry.argv, { cwd: entry.cwd, env, detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  const server: ServerProcess = { child, logFile, logOffset };
  child.once('exit', (code, signal) => {
    server.ended = signal ? `killed by ${signal}` : `exited with code ${code}`;
  });
  return server;
}

/** Waits until the server answers its database health check; the milliseconds it took from `since`. */
export async function waitUntilAnswering(server: ServerProcess, baseUrl: string, since: number, timeoutMs: number, pollMs = POLL_MS): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    if (server.ended) throw new Error(`the server ${server.ended} before it answered`);
    try {
      const response = await fetch(`${baseUrl}/api/auth/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok && ((await response.json()) as { status?: string }).status === 'ok') return Date.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(pollMs);
  }
  throw new Error(`the server did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

// A process of the group that has not ended: on Linux read from /proc, where a zombie (ended, not yet reaped by
// whoever adopted it) does not count; elsewhere whether the group still takes signals.
function groupIsAlive(pgid: number): boolean {
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  }
  return readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(group) === pgid && state !== 'Z';
    } catch {
      return false;
    }
  });
}

const signalGroup = (pgid: number, signal: NodeJS.Signals): void => {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group ended meanwhile.
  }
};

/** Ends the server's process group with `signal` (SIGKILL after graceMs) and waits until none of it is left. */
export async function endServer(server: ServerProcess, signal: NodeJS.Signals, graceMs = 15_000): Promise<void> {
  const pid = server.child.pid;
  if (pid === undefined) return;
  signalGroup(pid, signal);
  const since = Date.now();
  let isForced = signal === 'SIGKILL';
  while (groupIsAlive(pid)) {
    if (!isForced && Date.now() - since > graceMs) {
      signalGroup(pid, 'SIGKILL');
      isForced = true;
    }
    if (Date.now() - since > graceMs + 30_000) throw new Error(`the server's processes (group ${pid}) did not end`);
    await sleep(20);
  }
}

/** The server's output since this start, its last lines first cut to `maxChars`. */
export function outputSinceStart(server: ServerProcess, maxChars = Infinity): string {
  const text = readFileSync(server.logFile).subarray(server.logOffset).toString('utf8');
  return text.length > maxChars ? `…${text.slice(-maxChars)}` : text;
}

/** The lines the server logged at level error or fatal (pino 50, 60) since this start. */
export function errorLinesSinceStart(server: ServerProcess): string[] {
  return outputSinceStart(server)
    .split('\n')
    .filter((line) => /"level":(50|60)\b/.test(line));
}
