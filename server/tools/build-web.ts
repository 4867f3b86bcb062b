import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const builtIndex = join(root, 'dist/web/index.html');
const SOURCE_DIRS = ['src', 'engine', 'widgets', 'builder', 'schemas', 'office-types'];

function newestSource(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app into dist/web when it is missing or older than its sources; says why it builds. */
export async function ensureWebBuild(): Promise<void> {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...SOURCE_DIRS.map((dir) => newestSource(join(root, dir))), statSync(join(root, 'vite.config.ts')).mtimeMs);
  if (changedAt <= builtAt) return;
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the web app…' : 'First run: building the web app…');
  // A production build even when called from Vitest (NODE_ENV=test would give React's development build);
  // the server that starts next must see the caller's own NODE_ENV again.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
