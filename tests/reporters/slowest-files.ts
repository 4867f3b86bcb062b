import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;
/** Every file's time, for a look at where a run's time went beyond the ten printed (test-artifacts is not kept in Git). */
const ALL_TIMES = 'test-artifacts/file-times.tsv';

/** Whole seconds with one decimal, right-aligned for a column. */
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/** Each project's files and their time summed, the largest first: which layer a run's growth came from. */
function projectTotals(timed: ReadonlyArray<{ project: string; total: number }>): string[] {
  const byProject = new Map<string, { files: number; total: number }>();
  for (const file of timed) {
    const entry = byProject.get(file.project) ?? { files: 0, total: 0 };
    byProject.set(file.project, { files: entry.files + 1, total: entry.total + file.total });
  }
  return [...byProject.entries()]
    .sort(([, a], [, b]) => b.total - a.total)
    .map(([project, { files, total }]) => `${seconds(total)}  ${project} (${files} files)`);
}

/**
 * Prints the ten slowest test files at the end of a run, with the time each took from its environment to its last
 * test and the part spent importing it, so a run that grows past its budget says where the time went.
 */
export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules.map((module) => {
      const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
      // In the browser, Vitest times a file's preparation from when its page's run began: it counts every file the
      // page ran before this one, so the files run last looked the slowest whatever their own cost.
      const preparing = module.project.config.browser.enabled ? 0 : prepareDuration;
      const total = environmentSetupDuration + preparing + collectDuration + setupDuration + duration;
      return { project: module.project.name, name: `${module.project.name} ${module.relativeModuleId}`, total, importing: collectDuration };
    });
    const sorted = timed.sort((a, b) => b.total - a.total);
    const slowest = sorted.slice(0, SHOWN);
    if (slowest.length === 0) return;
    mkdirSync('test-artifacts', { recursive: true });
    writeFileSync(ALL_TIMES, sorted.map((file) => `${(file.total / 1000).toFixed(1)}\t${(file.importing / 1000).toFixed(1)}\t${file.name}`).join('\n') + '\n');
    const sum = timed.reduce((all, file) => all + file.total, 0);
    const lines = slowest.map((file) => `${seconds(file.total)} ${seconds(file.importing)}  ${file.name}`);
    process.stdout.write(`\nThe ${slowest.length} slowest test files (of ${timed.length}, ${seconds(sum).trim()} in all, summed over workers):\n   total importing  file\n${lines.join('\n')}\n`);
    process.stdout.write(`\nBy project, summed over workers:\n${projectTotals(timed).join('\n')}\nEvery file's time: ${ALL_TIMES}\n`);
  }
}
