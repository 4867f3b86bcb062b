// The web app's build for `npm start` and the browser tests, in plain Node so that `npm start` loads no TypeScript
// loader: Vite runs in a child process only when dist/web is missing or older than its sources, so the server that
// starts next never holds the build tool-chain.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const builtIndex = join(root, 'dist/web/index.html');
// Not office-types/: the browser takes office types from the server, so a changed or added file needs a restart of
// the server and no build (tests/unit/web-bundle-office-types.test.ts keeps them out of the bundle).
const SOURCE_DIRS = ['src', 'engine', 'widgets', 'builder', 'schemas'];
const SOURCE_FILES = ['vite.config.ts', 'package-lock.json'];

function newestSource(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether dist/web is missing or older than a source of the web app. */
export function webBuildIsStale() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...SOURCE_DIRS.map((dir) => newestSource(join(root, dir))), ...SOURCE_FILES.map((file) => statSync(join(root, file)).mtimeMs));
  return changedAt > builtAt;
}

/** Builds the web app into dist/web when it is missing or older than its sources; says why it builds. */
export async function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  console.log(existsSync(builtIndex) ? 'Sources changed since the last build: rebuilding the web app…' : 'First run: building the web app…');
  // A production build whatever the caller's NODE_ENV (Vitest sets test, which would give React's development build).
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--mode', 'production', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`The web app's build failed (exit ${result.status ?? result.signal})`);
}
