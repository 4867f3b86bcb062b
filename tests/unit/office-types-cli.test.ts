import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_TYPES_DIR, officeTypeFiles } from '../../server/office-types/read-office-types';

const root = resolve(import.meta.dirname, '../..');
const TSX = join(root, 'node_modules/.bin/tsx');
const DENTAL = 'tests/fixtures/office-types/dental.json';
const BROKEN_DIR = 'tests/fixtures/office-types/broken';
const TIMEOUT_MS = 120_000;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI (`npm run office-types -- …` without npm) in the project folder. */
function cli(...args: string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(TSX, ['server/tools/office-types.ts', ...args], { cwd: root, timeout: TIMEOUT_MS });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

// The expected path of each broken file, from the table in its README (first column: file, third: path).
const brokenCases = readFileSync(join(root, BROKEN_DIR, 'README.md'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((row) => {
    const [file = '', officeType = '', path = ''] = row.split(' | ').map((cell) => /`([^`]+)`/.exec(cell)?.[1] ?? '');
    return { file, officeType, path };
  });

const shipped = officeTypeFiles(OFFICE_TYPES_DIR).map((file) => {
  const office = JSON.parse(readFileSync(file, 'utf8')) as { id: string; name: { en: string }; localization: { languages: string[] } };
  return { file: relative(root, file), line: `✓ ${office.id}: ${office.name.en} (${office.localization.languages.join(', ')})` };
});

const lines = (text: string) => text.split('\n');

describe('npm run office-types', () => {
  const runs = new Map<string, Run>();

  // Every run starts at once; each takes a few seconds, mostly tsx starting up, so the runs are few: one per
  // question, and every broken file in a single run of its own.
  beforeAll(async () => {
    const jobs: [string, string[]][] = [
      ['shipped', ['validate']],
      ['dental', ['validate', DENTAL]],
      ['broken', ['validate', ...brokenCases.map(({ file }) => join(BROKEN_DIR, file))]],
      ['together', ['validate', ...shipped.map((entry) => entry.file), DENTAL, join(BROKEN_DIR, 'unknown-feature.json')]],
      ['unknown', ['frobnicate']],
    ];
    const results = await Promise.all(jobs.map(([, args]) => cli(...args)));
    jobs.forEach(([name], index) => runs.set(name, results[index] as Run));
  }, TIMEOUT_MS);

  const run = (name: string): Run => {
    const found = runs.get(name);
    if (!found) throw new Error(`no run named ${name}`);
    return found;
  };

  it('validates every shipped office type: exit 0, one ✓ line each', () => {
    const { status, stdout } = run('shipped');
    expect(status, stdout).toBe(0);
    expect(shipped.length).toBeGreaterThanOrEqual(7);
    expect(lines(stdout).filter((line) => line.startsWith('✓ ')).sort()).toEqual(shipped.map((entry) => entry.line).sort());
    expect(stdout).not.toContain('✗');
    expect(stdout).toContain(`All ${shipped.length} office type(s) are valid.`);
  });

  it('validates the dental clinic that is not shipped', () => {
    const { status, stdout } = run('dental');
    expect(status, stdout).toBe(0);
    expect(lines(stdout)).toContain('✓ dental: Dental clinic (he, en)');
    expect(stdout).toContain('All 1 office type(s) are valid.');
  });

  it('has a run for every broken file', () => {
    const files = readdirSync(join(root, BROKEN_DIR)).filter((name) => name.endsWith('.json'));
    expect(brokenCases.map((entry) => entry.file).sort()).toEqual(files.sort());
  });

  it('fails on the broken files: exit 1, nothing valid, one problem each', () => {
    const { status, stdout } = run('broken');
    expect(status, stdout).toBe(1);
    expect(stdout).not.toContain('✓');
    expect(stdout).toContain(`${brokenCases.length} problem(s) found.`);
  });

  it.each(brokenCases)('reports $file as one problem at $path', ({ officeType, path }) => {
    const output = lines(run('broken').stdout);
    const heading = output.indexOf(`✗ ${officeType}: 1 problem`);
    expect(heading, output.join('\n')).toBeGreaterThanOrEqual(0);
    expect(output[heading + 1]?.startsWith(`    ${path}  `), output[heading + 1]).toBe(true);
  });

  it('reports a broken file next to good ones without hiding them: exit 1, a ✓ for each good one', () => {
    const { status, stdout } = run('together');
    expect(status, stdout).toBe(1);
    const valid = lines(stdout).filter((line) => line.startsWith('✓ '));
    expect(valid.sort()).toEqual([...shipped.map((entry) => entry.line), '✓ dental: Dental clinic (he, en)'].sort());
    expect(lines(stdout)).toContain('✗ unknown-feature: 1 problem');
  });

  it('answers an unknown command with the usage and exit 2', () => {
    const { status, stdout, stderr } = run('unknown');
    expect(status).toBe(2);
    expect(stderr).toContain('Usage:');
    expect(stderr).toContain('npm run office-types -- validate [file…]');
    expect(stdout).toBe('');
  });
});
