// The server's build for `npm start`, in plain Node: esbuild bundles server/main.ts (and the table worker) into
// dist/server when the bundle is missing or older than one of the files it was built from, so `npm start` runs plain
// JavaScript with no TypeScript loader (which cost a second and 60 MB at start-up). Packages stay in node_modules.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIsStale } from './bundle-freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'dist/server');
const MAIN = join(outDir, 'main.mjs');
// The files the last bundle was built from (esbuild's metafile), so freshness is a stat of each, not a walk.
const INPUTS = join(outDir, 'inputs.json');
// What the table reader's Worker starts (server/files/table-reader.ts): in the sources it registers tsx, here it
// loads the bundled worker.
const WORKER_START = join(outDir, 'table-worker-start.mjs');

/** Whether dist/server is missing or older than a file it was built from (this script and the lock file included). */
export function serverBuildIsStale() {
  return !existsSync(WORKER_START) || bundleIsStale(root, MAIN, INPUTS, ['server/tools/build-server.mjs', 'package-lock.json', 'tsconfig.json']);
}

/** Builds dist/server when it is stale; answers the bundle's entry. */
export async function ensureServerBuild() {
  if (!serverBuildIsStale()) return MAIN;
  const started = Date.now();
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { main: 'server/main.ts', 'table-worker': 'server/files/table-worker.ts' },
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
    });
    writeFileSync(WORKER_START, "// Written by server/tools/build-server.mjs: the bundled table worker's entry.\nawait import('./table-worker.mjs');\n");
    writeFileSync(INPUTS, JSON.stringify(Object.keys(result.metafile.inputs)));
  } finally {
    await esbuild.stop();
  }
  console.log(`Built the server in ${Date.now() - started} ms.`);
  return MAIN;
}
