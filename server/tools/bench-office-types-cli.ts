// `npm run bench:office-types-cli [-- --file F --runs N]`: the time `npm run office-types -- validate F` takes, layer
// by layer, before and after it ran from a bundle, in the same run on the same machine: bare Node and tsx starting up
// with nothing to do (the floors), the CLI through tsx from its sources (how the command ran before), the bundle
// (how it runs now), the bundle's first run after a source changed (its build included), and the whole command
// through npm. Prints each layer's fastest, median and slowest wall time; nothing is asserted.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureCliBuild } from './office-types-cli/build-cli.mjs';

const root = resolve(import.meta.dirname, '../..');
const TARGET_MS = 2000;

const { values } = parseArgs({ options: { file: { type: 'string', default: 'office-types/legal.json' }, runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, not ${values.runs}`);
const file = values.file;

interface Layer {
  label: string;
  command: string[];
  env?: Record<string, string>;
  /** Runs before each timed run, untimed. */
  before?: () => void;
  /** Whether the CLI's output is expected (the floors print nothing). */
  validates: boolean;
}

// The bundle's first run after a change: the same as run.mjs, with its bundle in an empty folder of its own, so the
// build is timed without touching a source or the bundle `npm run office-types` uses. The folder is in the project, so
// the bundle finds the packages in node_modules.
mkdirSync(join(root, 'dist'), { recursive: true });
const coldDir = mkdtempSync(join(root, 'dist/office-types-cli-bench-'));
const COLD_RUN = `
  import { pathToFileURL } from 'node:url';
  import { ensureCliBuild } from ${JSON.stringify(pathToFileUrlText(join(root, 'server/tools/office-types-cli/build-cli.mjs')))};
  const bundle = await ensureCliBuild(process.env.BENCH_CLI_DIR);
  process.argv = [process.argv[0], bundle, ...JSON.parse(process.env.BENCH_CLI_ARGS)];
  await import(pathToFileURL(bundle).href);
`;

function pathToFileUrlText(path: string): string {
  return new URL(`file://${path}`).href;
}

const throughTsx: Layer = { label: 'before: tsx server/tools/office-types.ts', command: [join(root, 'node_modules/.bin/tsx'), 'server/tools/office-types.ts', 'validate', file], validates: true };
const fromBundle: Layer = { label: 'after: the bundle, built', command: ['node', 'server/tools/office-types-cli/run.mjs', 'validate', file], validates: true };
const throughNpm: Layer = { label: 'after: npm run office-types -- validate', command: ['npm', 'run', '--silent', 'office-types', '--', 'validate', file], validates: true };
const layers: Layer[] = [
  { label: 'node, nothing to do (floor)', command: ['node', '-e', '0'], validates: false },
  { label: 'tsx, nothing to do (floor)', command: [join(root, 'node_modules/.bin/tsx'), '-e', '0'], validates: false },
  throughTsx,
  fromBundle,
  {
    label: 'after: the bundle, first run after a change',
    command: ['node', '--input-type=module', '-e', COLD_RUN],
    env: { BENCH_CLI_DIR: coldDir, BENCH_CLI_ARGS: JSON.stringify(['validate', file]) },
    before: () => rmSync(coldDir, { recursive: true, force: true }),
    validates: true,
  },
  throughNpm,
];

function timeOnce(layer: Layer): number {
  layer.before?.();
  const started = performance.now();
  const result = spawnSync(layer.command[0] ?? 'node', layer.command.slice(1), { cwd: root, encoding: 'utf8', env: { ...process.env, ...layer.env } });
  const ms = performance.now() - started;
  const output = `${result.stdout}${result.stderr}`;
  if (result.error) throw result.error;
  if (layer.validates && !output.includes('office type(s)')) throw new Error(`${layer.label}: unexpected output (exit ${result.status}):\n${output}`);
  return ms;
}

const median = (numbers: number[]): number => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)] ?? NaN;

await ensureCliBuild();
console.log(`Validating ${file}, ${runs} run(s) per layer, layers interleaved; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}.`);
const times = new Map<Layer, number[]>(layers.map((layer) => [layer, []]));
try {
  // Round by round, so a burst of load from other work falls on every layer alike.
  for (let run = 0; run < runs; run += 1) for (const layer of layers) times.get(layer)?.push(timeOnce(layer));
} finally {
  rmSync(coldDir, { recursive: true, force: true });
}
const width = Math.max(...layers.map((layer) => layer.label.length));
console.log(`${'layer'.padEnd(width)}  fastest   median  slowest (ms)`);
for (const layer of layers) {
  const ms = times.get(layer) ?? [];
  const cell = (value: number) => value.toFixed(0).padStart(7);
  console.log(`${layer.label.padEnd(width)}  ${cell(Math.min(...ms))}  ${cell(median(ms))}  ${cell(Math.max(...ms))}`);
}
const [before, after, npm] = [throughTsx, fromBundle, throughNpm].map((layer) => median(times.get(layer) ?? [])) as [number, number, number];
console.log(
  `\nMedians: the CLI took ${before.toFixed(0)} ms through tsx and takes ${after.toFixed(0)} ms from its bundle (${(before / after).toFixed(1)}× faster); ` +
    `through npm run it takes ${npm.toFixed(0)} ms (npm's own start ${(npm - after).toFixed(0)} ms). Target: under ${TARGET_MS} ms.`,
);
