import { randomBytes } from 'node:crypto';
import { createApiClient, signIn } from '../server-process/api-client';
import type { Backend } from '../server-process/backends';
import { endServer, errorLinesSinceStart, freePort, outputSinceStart, startServer, waitUntilAnswering, type ServerProcess } from '../server-process/server-process';
import { verifyWrites, type Verification } from './verify-writes';
import { writeUntilKilled, type AcknowledgedClient, type WriteRound } from './write-load';

/** The demo user who writes: an office that asks for an e-mailed code but no authenticator. */
const WRITER = { email: 'admin@generic.example.com', tenant: 'generic' };

/** How the rounds run. */
export interface RoundOptions {
  rounds: number;
  writers: number;
  /** The kill comes at a random moment this many milliseconds after the writes began. */
  killWindowMs: [number, number];
  startTimeoutMs: number;
}

/** One round: writes, a kill -9, a restart on the same data, the acknowledged writes read back. */
export interface RoundFigures {
  round: number;
  killAfterMs: number;
  writes: WriteRound;
  restartMs?: number;
  verification?: Verification;
  /** Lines the restarted server logged at level error or fatal. */
  errorLines: string[];
}

/** Every round of one backend, and what failed. */
export interface BackendFigures {
  label: Backend['label'];
  where: string;
  firstStartMs?: number;
  /** A restart after SIGTERM, before the rounds: the start's own cost, without recovery. */
  cleanRestartMs?: number;
  rounds: RoundFigures[];
  /** All rounds' acknowledged writes, read again after the last restart. */
  finalCheck?: Verification;
  failures: string[];
}

// Only what the server needs: no address of a shared Redis, SMTP server or database from the caller's environment.
function serverEnvironment(backend: Backend, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'DEV_MAILBOX', 'TRUST_PROXY', 'ALLOW_TESTING_BYPASS']) delete env[name];
  return { ...env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), SESSION_SECRET: randomBytes(36).toString('base64url'), ...backend.env };
}

const describeVerification = (verification: Verification): string =>
  `${verification.clients} clients and ${verification.notes} notes read back, ${verification.lost.length} lost or altered${verification.unchecked.length ? `, ${verification.unchecked.length} not checkable` : ''}`;

/** Runs the rounds on one backend, printing a line per round; stops at the first restart that fails. */
export async function runRounds(backend: Backend, options: RoundOptions, print: (line: string) => void): Promise<BackendFigures> {
  const figures: BackendFigures = { label: backend.label, where: backend.where, rounds: [], failures: [] };
  const port = await freePort();
  const env = serverEnvironment(backend, port);
  const baseUrl = `http://127.0.0.1:${port}`;
  const start = async (): Promise<{ server: ServerProcess; ms: number }> => {
    const since = Date.now();
    const server = startServer(env, backend.logFile);
    try {
      return { server, ms: await waitUntilAnswering(server, baseUrl, since, options.startTimeoutMs) };
    } catch (error) {
      await endServer(server, 'SIGKILL');
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${outputSinceStart(server, 3000)}`, { cause: error });
    }
  };

  let server: ServerProcess | undefined;
  const everything: AcknowledgedClient[] = [];
  try {
    const first = await start();
    server = first.server;
    figures.firstStartMs = first.ms;
    print(`  first start (migrations and demo offices): ${(first.ms / 1000).toFixed(1)} s`);
    const api = createApiClient(baseUrl);
    await signIn(api, WRITER.email, WRITER.tenant);
    // The same restart after a clean stop, for comparison: what a start costs without recovery.
    await endServer(server, 'SIGTERM');
    server = undefined;
    api.reconnect();
    const clean = await start();
    server = clean.server;
    figures.cleanRestartMs = clean.ms;
    print(`  restart after a clean stop (SIGTERM), for comparison: ${(clean.ms / 1000).toFixed(1)} s`);

    for (let round = 1; round <= options.rounds; round += 1) {
      const [low, high] = options.killWindowMs;
      const killAfterMs = Math.round(low + Math.random() * (high - low));
      const running: ServerProcess = server;
      const writes = await writeUntilKilled(api, { round, writers: options.writers, killAfterMs, kill: () => endServer(running, 'SIGKILL') });
      server = undefined;
      api.reconnect();
      const figuresOfRound: RoundFigures = { round, killAfterMs, writes, errorLines: [] };
      figures.rounds.push(figuresOfRound);
      everything.push(...writes.clients);
      const acknowledged = writes.acknowledged.creates + writes.acknowledged.notes + writes.acknowledged.updates;
      const head = `  round ${String(round).padStart(2)}: kill -9 after ${killAfterMs} ms with ${writes.inFlightAtKill} writes in flight; ${acknowledged} acknowledged (${writes.acknowledged.creates} creates, ${writes.acknowledged.notes} notes, ${writes.acknowledged.updates} updates), ${writes.unanswered} unanswered`;
      try {
        const restarted = await start();
        server = restarted.server;
        figuresOfRound.restartMs = restarted.ms;
      } catch (error) {
        print(`${head}; restart FAILED`);
        figures.failures.push(`round ${round}: the server did not restart: ${error instanceof Error ? error.message : String(error)}`);
        break;
      }
      figuresOfRound.errorLines = errorLinesSinceStart(server);
      const verification = await verifyWrites(api, writes.clients);
      figuresOfRound.verification = verification;
      print(`${head}; restart ${(figuresOfRound.restartMs / 1000).toFixed(1)} s; ${describeVerification(verification)}`);
      for (const refusal of writes.refusals.slice(0, 5)) print(`      refused: ${refusal}`);
      for (const line of figuresOfRound.errorLines.slice(0, 3)) print(`      error logged at restart: ${line.slice(0, 300)}`);
      if (writes.refusals.length > 0) figures.failures.push(`round ${round}: ${writes.refusals.length} writes refused (${writes.refusals[0]})`);
      if (figuresOfRound.errorLines.length > 0) figures.failures.push(`round ${round}: the restarted server logged ${figuresOfRound.errorLines.length} errors`);
      for (const lost of verification.lost) figures.failures.push(`round ${round}: LOST ${lost}`);
      for (const unchecked of verification.unchecked) figures.failures.push(`round ${round}: could not check ${unchecked}`);
    }

    if (server && figures.rounds.length > 1) {
      figures.finalCheck = await verifyWrites(api, everything);
      print(`  after the last restart, every round's writes again: ${describeVerification(figures.finalCheck)}`);
      for (const lost of figures.finalCheck.lost) figures.failures.push(`final check: LOST ${lost}`);
      for (const unchecked of figures.finalCheck.unchecked) figures.failures.push(`final check: could not check ${unchecked}`);
    }
  } catch (error) {
    figures.failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    if (server) await endServer(server, 'SIGTERM');
  }
  return figures;
}
