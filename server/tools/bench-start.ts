// `npm run bench:start [-- --runs N --backend pglite|postgres|both --compare DIR]`: the time from `npm start`'s
// command to the server's first answer, on a new and on an existing data folder, where that time goes (the server's
// own "Started in" line), and the server's memory idle after start and after use; against a bare Node and Fastify
// process started in the same run. --compare runs another checkout's `npm start` (an earlier commit) the same way.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { seedBenchClients } from './bench-clients/bulk-clients';
import { measureStart, type ServerCommand, type StartFigures } from './bench-start/measure-start';
import { groupResidentMiB } from './bench-start/process-memory';
import { useTheOffice } from './bench-start/workload';
import { pgliteBackend, postgresBackend, type Backend } from './server-process/backends';
import { prepareBuilds } from './server-process/server-process';

const root = resolve(import.meta.dirname, '../..');
const TARGET_MS = 3000;
const MEMORY_TARGET_MIB = { PGlite: 400, PostgreSQL: 250 } as const;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, backend: { type: 'string', default: 'both' }, compare: { type: 'string' }, rounds: { type: 'string', default: '5' }, clients: { type: 'string', default: '0' } } });
const runs = Number(values.runs);
const rounds = Number(values.rounds);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, not ${values.runs}`);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds wants a whole number ≥ 1, not ${values.rounds}`);
const clients = Number(values.clients);
if (!Number.isInteger(clients) || clients < 0) throw new Error(`--clients wants a whole number ≥ 0, not ${values.clients}`);

/** How a checkout's `npm start` runs, read from its package.json: `tsx <file>` or `node <file>`. */
function startCommand(label: string, cwd: string): ServerCommand {
  const script = (JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [tool, file] = script.split(/\s+/);
  if (!file || (tool !== 'tsx' && tool !== 'node')) throw new Error(`${cwd}: cannot read its start script "${script}"`);
  const argv = tool === 'tsx' ? [join(cwd, 'node_modules/tsx/dist/cli.mjs'), file] : [file];
  return { label, cwd, argv, env: { WEB_ROOT: join(cwd, 'dist/web') } };
}

const median = (numbers: number[]): number => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)] ?? NaN;

interface Row {
  label: string;
  ms: number;
  idleMiB?: number;
  usedMiB?: number;
  phases?: string;
}

async function startsOn(makeBackend: () => Promise<Backend>, command: ServerCommand, fresh: boolean): Promise<Row> {
  const times: number[] = [];
  let last: StartFigures | undefined;
  let usedMiB: number | undefined;
  let backend = await makeBackend();
  try {
    // An existing data folder: made once by a start that is not counted, then grown by --clients.
    if (!fresh) {
      await measureStart({ ...command, env: { ...backend.env, ...command.env } }, backend.logFile);
      if (clients > 0) await addClients(backend, clients);
    }
    for (let run = 0, retries = 0; run < runs; run += 1) {
      if (fresh && run > 0) {
        await backend.dispose(false);
        backend = await makeBackend();
      }
      const isLast = run === runs - 1;
      last = await measureStart({ ...command, env: { ...backend.env, ...command.env } }, backend.logFile, isLast && !fresh ? async (baseUrl, pgid) => {
        const used = await useTheOffice(baseUrl, 'admin@generic.example.com', 'generic', rounds);
        if (used.failures.length) console.log(`    ${used.failures.length} of ${used.reads} reads failed, first: ${used.failures[0]}`);
        await sleep(5000);
        usedMiB = groupResidentMiB(pgid);
      } : undefined);
      // A start that first built what changed meanwhile (someone editing the sources) measures the build: again.
      if (last.rebuilt && retries < 3) {
        retries += 1;
        run -= 1;
        continue;
      }
      times.push(last.firstAnswerMs);
    }
  } finally {
    await backend.dispose(false);
  }
  return { label: `${command.label}, ${fresh ? 'new' : 'existing'} data folder`, ms: median(times), idleMiB: last?.idleMiB, usedMiB, phases: last?.phases };
}

/** Adds `count` clients to the generic demo office of a backend's data, with no server running on it. */
async function addClients(backend: Backend, count: number): Promise<void> {
  const started = Date.now();
  const database = await openDatabase(backend.env.DATABASE_URL ? { url: backend.env.DATABASE_URL } : { dataDir: `${backend.env.DATA_DIR}/pglite` });
  try {
    const office = await database.db.selectFrom('tenants').select('id').where('slug', '=', 'generic').executeTakeFirstOrThrow();
    await seedBenchClients(database.db, office.id, { from: 0, to: count }, () => undefined);
  } finally {
    await database.close();
  }
  console.log(`    ${count.toLocaleString('en')} clients added to the generic office in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const mib = (value: number | undefined): string => (value === undefined ? '' : `${Math.round(value)} MiB`);

async function measureBackend(label: Backend['label'], makeBackend: () => Promise<Backend>, commands: ServerCommand[]): Promise<void> {
  console.log(`\n${label}`);
  const baselineTimes: number[] = [];
  const bare: ServerCommand = { label: 'baseline', cwd: root, argv: ['server/tools/bench-start/bare-server.mjs'], env: {} };
  const scratch = await makeBackend();
  for (let run = 0; run < runs; run += 1) baselineTimes.push((await measureStart(bare, scratch.logFile)).firstAnswerMs);
  await scratch.dispose(false);
  const baseline = median(baselineTimes);
  const rows: Row[] = [];
  for (const command of commands) {
    for (const fresh of [true, false]) rows.push(await startsOn(makeBackend, command, fresh));
  }
  console.log(`  ${'start'.padEnd(44)}${'first answer'.padStart(13)}${'× baseline'.padStart(12)}${'idle'.padStart(10)}${'after use'.padStart(11)}`);
  console.log(`  ${'baseline: Node and Fastify, one route'.padEnd(44)}${`${baseline} ms`.padStart(13)}${'1.0×'.padStart(12)}`);
  for (const row of rows) {
    console.log(`  ${row.label.padEnd(44)}${`${row.ms} ms`.padStart(13)}${`${(row.ms / baseline).toFixed(1)}×`.padStart(12)}${mib(row.idleMiB).padStart(10)}${mib(row.usedMiB).padStart(11)}`);
    if (row.phases) console.log(`    where the time went: ${row.phases}`);
  }
  const ours = rows.find((row) => row.label === `${commands[0]?.label}, existing data folder`);
  if (ours) {
    const memory = Math.max(ours.idleMiB ?? 0, ours.usedMiB ?? 0);
    console.log(`  target: existing data folder < ${TARGET_MS} ms: ${ours.ms < TARGET_MS ? 'met' : 'NOT met'} (${ours.ms} ms); memory < ${MEMORY_TARGET_MIB[label]} MiB after use: ${memory < MEMORY_TARGET_MIB[label] ? 'met' : 'NOT met'} (${Math.round(memory)} MiB)`);
  }
}

await prepareBuilds();
const commands = [startCommand('npm start', root), ...(values.compare ? [startCommand(`npm start in ${values.compare}`, resolve(values.compare))] : [])];
console.log(`bench:start — ${runs} starts each (median), ${cpus().length} cores; memory is the resident set of the server's process group${clients ? `; the existing data folder's generic office holds ${clients.toLocaleString('en')} more clients` : ''}`);
const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (values.backend !== 'postgres') await measureBackend('PGlite', async () => pgliteBackend('start'), commands);
if (values.backend !== 'pglite') {
  if (adminUrl) await measureBackend('PostgreSQL', () => postgresBackend(adminUrl, 'start'), commands);
  else console.log('\nPostgreSQL: skipped (set DATABASE_URL to a server where a database may be created and dropped)');
}
