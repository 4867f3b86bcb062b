import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOfficeTypeCatalog, OFFICE_TYPES_DIR, officeTypeFiles } from '../../server/office-types/read-office-types';
import { OFFICE_TYPES_DIR_VARIABLE } from '../office-type-folders';

const root = resolve(import.meta.dirname, '../..');
const PSYCHOTHERAPY = join(root, 'tests/fixtures/office-types/psychotherapy.json');

// The conformance suites that check every office type of tests/office-type-folders.ts generically: workflows driven
// stage by stage with inputs drawn from their patterns, forms with data drawn from their schemas in every offered
// language, stored choices, the intake mapping, and the theme's contrast.
const SUITES = [
  'engine/workflows/shipped-workflows.test.ts',
  'engine/forms/form-conformance.test.ts',
  'engine/forms/office-type-forms.test.ts',
  'engine/forms/answer-text.test.ts',
  'engine/clients/intake-mapping.test.ts',
  'engine/theme/secondary-contrast.test.ts',
  'src/app/theme/office-text-contrast.test.ts',
];

interface JsonReport {
  success: boolean;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs vitest on the suites with the given environment; resolves with its exit code and its JSON report. */
function runSuites(env: NodeJS.ProcessEnv, reportFile: string): Promise<{ code: number | null; output: string }> {
  // The run inside this one is a run of its own: none of this worker's vitest variables.
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TINYPOOL_WORKER_ID'));
  const child = spawn('npx', ['vitest', 'run', '--project', 'unit', '--reporter=json', `--outputFile=${reportFile}`, ...SUITES], {
    cwd: root,
    env: { ...clean, ...env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.on('close', (code) => done({ code, output })));
}

describe('an office type dropped into a fresh office-types folder gets the whole conformance suite (issue 22)', () => {
  it('loads beside the shipped ones, and every conformance suite passes over the folder, the psychotherapy practice included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lishka-drop-in-conformance-'));
    dirs.push(dir);
    for (const file of [...officeTypeFiles(OFFICE_TYPES_DIR), PSYCHOTHERAPY]) copyFileSync(file, join(dir, basename(file)));

    const catalog = loadOfficeTypeCatalog(officeTypeFiles(dir));
    expect(catalog.errors).toEqual([]);
    expect(catalog.ids()).toContain('psychotherapy');

    const reportFile = join(dir, 'report.json');
    const { code, output } = await runSuites({ [OFFICE_TYPES_DIR_VARIABLE]: dir }, reportFile);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
    const failed = report.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName));
    expect(failed, output.slice(-4000)).toEqual([]);
    expect(code, output.slice(-4000)).toBe(0);

    // Every suite ran over the dropped-in file: each has passing tests that name it.
    const passed = report.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'passed').map((test) => ({ file: file.name, name: test.fullName })));
    const aboutPsychotherapy = passed.filter((test) => /psychotherapy/.test(test.name));
    expect(new Set(aboutPsychotherapy.map((test) => test.file.slice(root.length + 1)))).toEqual(new Set(SUITES));
    // The custom workflow's stages asking for an ICD-10 code and a number were driven, their inputs refused when wrong.
    expect(aboutPsychotherapy.map((test) => test.name).filter((name) => /treatment-course-flow/.test(name)).length).toBeGreaterThan(3);
    // And nothing of the fixtures folder crept in: the suites read the dropped-in folder alone.
    expect(passed.some((test) => /\bdental\b/.test(test.name))).toBe(false);
  }, 240_000);
});
