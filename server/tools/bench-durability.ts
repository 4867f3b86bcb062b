// `npm run bench:durability [-- --rounds N --writers W --backend pglite|postgres|both]`: the real server as a child
// process, killed with SIGKILL while concurrent writes are in flight, restarted on the same data, and every write it
// acknowledged read back; on PGlite in a fresh data folder and on a fresh PostgreSQL database (DATABASE_URL).
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { pgliteBackend, postgresBackend, type Backend } from './server-process/backends';
import { runRounds, type BackendFigures } from './bench-durability/run-rounds';
import { prepareBuilds } from './server-process/server-process';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    writers: { type: 'string', default: '8' },
    backend: { type: 'string', default: 'both' },
    'kill-after': { type: 'string', default: '300-2500' },
    'start-timeout': { type: 'string', default: '180' },
  },
});

function wholeNumber(name: string, value: string | undefined, least: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < least) throw new Error(`--${name} wants a whole number ≥ ${least}, not ${value}`);
  return number;
}

const median = (numbers: number[]): number | undefined => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};
const seconds = (ms: number | undefined): string => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);

function summaryLine(figures: BackendFigures): string {
  const rounds = figures.rounds;
  const restarts = rounds.flatMap((round) => (round.restartMs === undefined ? [] : [round.restartMs]));
  const sum = (pick: (round: (typeof rounds)[number]) => number): number => rounds.reduce((total, round) => total + pick(round), 0);
  const acknowledged = sum((round) => round.writes.acknowledged.creates + round.writes.acknowledged.notes + round.writes.acknowledged.updates);
  const lost = sum((round) => round.verification?.lost.length ?? 0) + (figures.finalCheck?.lost.length ?? 0);
  return [
    `${figures.label.padEnd(10)}`,
    `${String(restarts.length).padStart(2)} rounds`,
    `${String(acknowledged).padStart(5)} writes acknowledged (${sum((round) => round.writes.acknowledged.creates)} creates)`,
    `${String(lost).padStart(2)} lost`,
    `${sum((round) => round.writes.unanswered)} unanswered at the kills`,
    `restart median ${seconds(median(restarts))}, max ${seconds(restarts.length ? Math.max(...restarts) : undefined)}`,
    `after a clean stop ${seconds(figures.cleanRestartMs)}`,
    `first start ${seconds(figures.firstStartMs)}`,
  ].join(' · ');
}

async function main(): Promise<number> {
  const rounds = wholeNumber('rounds', values.rounds, 1);
  const writers = wholeNumber('writers', values.writers, 1);
  const startTimeoutMs = wholeNumber('start-timeout', values['start-timeout'], 1) * 1000;
  const window = /^(\d+)-(\d+)$/.exec(values['kill-after'] ?? '');
  if (!window || Number(window[1]) > Number(window[2])) throw new Error(`--kill-after wants milliseconds as LOW-HIGH, not ${values['kill-after']}`);
  const killWindowMs: [number, number] = [Number(window[1]), Number(window[2])];
  if (!['pglite', 'postgres', 'both'].includes(values.backend ?? '')) throw new Error(`--backend wants pglite, postgres or both, not ${values.backend}`);

  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const backends: (() => Backend | Promise<Backend>)[] = [];
  if (values.backend !== 'postgres') backends.push(() => pgliteBackend('durability'));
  if (values.backend !== 'pglite') {
    if (adminUrl) backends.push(() => postgresBackend(adminUrl, 'durability'));
    else if (values.backend === 'postgres') throw new Error('--backend postgres needs DATABASE_URL');
    else console.log('PostgreSQL: skipped (set DATABASE_URL to a server where a database may be created and dropped)');
  }
  console.log(`${rounds} rounds per backend, ${writers} concurrent writers, kill -9 of the server's process group ${killWindowMs[0]}–${killWindowMs[1]} ms into the writes; ${cpus().length} cores\n`);

  await prepareBuilds();
  const results: BackendFigures[] = [];
  for (const makeBackend of backends) {
    const backend = await makeBackend();
    console.log(`${backend.label} (${backend.where}):`);
    const figures = await runRounds(backend, { rounds, writers, killWindowMs, startTimeoutMs }, (line) => console.log(line));
    results.push(figures);
    const kept = await backend.dispose(figures.failures.length > 0);
    if (kept) console.log(`  ${kept}`);
    console.log('');
  }

  console.log('Summary');
  for (const figures of results) console.log(`  ${summaryLine(figures)}`);
  const failures = results.flatMap((figures) => figures.failures.map((failure) => `${figures.label}: ${failure}`));
  if (failures.length === 0) {
    console.log('\nEvery acknowledged write survived every kill, and every restart came up cleanly.');
    return 0;
  }
  console.log(`\nFAILED (${failures.length}):`);
  for (const failure of failures.slice(0, 40)) console.log(`  ${failure}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
  return 1;
}

try {
  process.exit(await main());
} catch (error) {
  console.error(`bench:durability failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
