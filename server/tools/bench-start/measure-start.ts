import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { endServer, freePort, startServer, waitUntilAnswering } from '../server-process/server-process';
import { groupResidentMiB } from './process-memory';

/** One start of a server: how long until it answered, where that time went (its own account), and its memory. */
export interface StartFigures {
  firstAnswerMs: number;
  /** The server's "Started in … (phases)" line, when it prints one. */
  phases?: string;
  /** Resident memory of its process group once it answered and sat idle for a moment, MiB. */
  idleMiB: number;
  /** Whether this start built the web app or the server first (their sources changed since the bench began). */
  rebuilt: boolean;
}

const BUILD_LINE = /rebuilding the web app|building the web app|Built the server/;

/** A command that starts a server in `cwd` and the environment it needs beyond PORT. */
export interface ServerCommand {
  label: string;
  cwd: string;
  argv: string[];
  env: NodeJS.ProcessEnv;
}

const SETTLE_MS = 3000;

/**
 * Starts the command on a free port in a process group of its own, times the first answer of its health route,
 * reads its memory after SETTLE_MS idle, then calls `use` (which may load it) and ends it. The server's output goes
 * to logFile.
 */
export async function measureStart(command: ServerCommand, logFile: string, use?: (baseUrl: string, pgid: number) => Promise<void>): Promise<StartFigures> {
  const port = await freePort();
  writeFileSync(logFile, '');
  const since = Date.now();
  const server = startServer({ ...process.env, ...command.env, PORT: String(port), HOST: '127.0.0.1' }, logFile, command);
  const { child } = server;
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const firstAnswerMs = await waitUntilAnswering(server, baseUrl, since, 300_000, 10);
    await sleep(SETTLE_MS);
    const pgid = child.pid ?? 0;
    const idleMiB = groupResidentMiB(pgid);
    await use?.(baseUrl, pgid);
    const log = readFileSync(logFile, 'utf8');
    const phases = /Started in \d+ ms \(([^)]*)\)/.exec(log)?.[1];
    return { firstAnswerMs, idleMiB, rebuilt: BUILD_LINE.test(log), ...(phases ? { phases } : {}) };
  } catch (error) {
    throw new Error(`${command.label}: ${(error as Error).message}\n${readFileSync(logFile, 'utf8').slice(-2000)}`, { cause: error });
  } finally {
    await endServer(server, 'SIGTERM');
  }
}
