import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliBuildIsStale, ensureCliBuild } from './build-cli.mjs';

const root = resolve(import.meta.dirname, '../../..');
const TSX = join(root, 'node_modules/.bin/tsx');
const BROKEN_DIR = 'tests/fixtures/office-types/broken';
const TIMEOUT_MS = 120_000;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, timeout: TIMEOUT_MS });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

const broken = readdirSync(join(root, BROKEN_DIR))
  .filter((name) => name.endsWith('.json'))
  .map((name) => join(BROKEN_DIR, name));

// What `npm run office-types` is asked, each once from the sources through tsx (as it ran before) and once as npm
// runs it now (run.mjs, from the bundle): a valid file, every broken one beside a shipped one, the list, the usage.
const QUESTIONS: Record<string, string[]> = {
  valid: ['validate', 'tests/fixtures/office-types/dental.json'],
  broken: ['validate', 'office-types/legal.json', ...broken],
  list: ['list'],
  unknown: ['frobnicate'],
};

describe('npm run office-types from its bundle', () => {
  const answers = new Map<string, { sources: Run; bundle: Run }>();

  beforeAll(async () => {
    // One build first, so the runs below do not all build at once.
    await ensureCliBuild();
    await Promise.all(
      Object.entries(QUESTIONS).map(async ([name, args]) => {
        const [sources, bundle] = await Promise.all([run(TSX, ['server/tools/office-types.ts', ...args]), run('node', ['server/tools/office-types-cli/run.mjs', ...args])]);
        answers.set(name, { sources, bundle });
      }),
    );
  }, TIMEOUT_MS);

  it.each(Object.keys(QUESTIONS))('answers %s exactly as the sources do', (name) => {
    const answer = answers.get(name);
    expect(answer).toBeDefined();
    expect(answer?.bundle).toEqual(answer?.sources);
  });

  it('exits as the CLI says: 0 when valid, 1 on a problem, 2 on an unknown command', () => {
    expect([answers.get('valid')?.bundle.status, answers.get('broken')?.bundle.status, answers.get('unknown')?.bundle.status]).toEqual([0, 1, 2]);
  });
});

describe('the bundle is built again only when stale', () => {
  let outDir = '';

  beforeAll(() => {
    // Inside the project, as the bundle's packages are found from it.
    mkdirSync(join(root, 'dist'), { recursive: true });
    outDir = mkdtempSync(join(root, 'dist/office-types-cli-test-'));
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('builds a missing bundle, keeps a fresh one, and builds one older than its sources', async () => {
    expect(cliBuildIsStale(outDir)).toBe(true);
    const bundle = await ensureCliBuild(outDir);
    expect(cliBuildIsStale(outDir)).toBe(false);
    const builtAt = statSync(bundle).mtimeMs;
    await ensureCliBuild(outDir);
    expect(statSync(bundle).mtimeMs).toBe(builtAt);
    // Dated before every source: as if a source had changed since.
    utimesSync(bundle, new Date(0), new Date(0));
    expect(cliBuildIsStale(outDir)).toBe(true);
    await ensureCliBuild(outDir);
    expect(cliBuildIsStale(outDir)).toBe(false);
    expect(readdirSync(outDir).sort()).toEqual(['cli.mjs', 'cli.mjs.map', 'inputs.json']);
  }, TIMEOUT_MS);
});
