// The build of `npm run office-types`, in plain Node: esbuild bundles server/tools/office-types.ts into one file in
// dist/office-types-cli when the bundle is missing or older than one of the files it was built from, so the command
// runs plain JavaScript: through tsx it started a TypeScript loader in a second Node process and transpiled the loader,
// the checks and the schemas on every run, about half of its time. Packages stay in node_modules.
import { mkdirSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIsStale } from '../bundle-freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const ENTRY = 'server/tools/office-types.ts';
/** Where the bundle goes unless told otherwise. */
export const CLI_OUT_DIR = join(root, 'dist/office-types-cli');
// Besides the files esbuild read, what changes the bundle without being one of them.
const BUILD_FILES = ['server/tools/office-types-cli/build-cli.mjs', 'package-lock.json', 'tsconfig.json'];

const bundleOf = (outDir) => join(outDir, 'cli.mjs');
// The files the last bundle was built from (esbuild's metafile).
const inputsOf = (outDir) => join(outDir, 'inputs.json');

/** Whether the CLI's bundle is missing or older than a file it was built from. */
export function cliBuildIsStale(outDir = CLI_OUT_DIR) {
  return bundleIsStale(root, bundleOf(outDir), inputsOf(outDir), BUILD_FILES);
}

// Another run may be reading the folder while this one builds (the CLI's tests start several at once): each file is
// written beside its place and renamed over it, so a reader sees the old file or the new one, never half of one.
function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/** Builds the CLI's bundle when it is stale; answers the bundle's path. */
export async function ensureCliBuild(outDir = CLI_OUT_DIR) {
  const bundle = bundleOf(outDir);
  if (!cliBuildIsStale(outDir)) return bundle;
  // The bundle is dated from the build's start, so a source saved while it built is newer and builds it again.
  const startedAt = new Date();
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [ENTRY],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      metafile: true,
      write: false,
      logLevel: 'warning',
    });
    mkdirSync(outDir, { recursive: true });
    // The source map and the list of inputs first, the bundle last: its date says the others are there.
    const outputs = [...result.outputFiles].sort((a, b) => Number(a.path === bundle) - Number(b.path === bundle));
    writeWhole(inputsOf(outDir), JSON.stringify(Object.keys(result.metafile.inputs)));
    for (const output of outputs) writeWhole(join(outDir, basename(output.path)), output.contents);
    utimesSync(bundle, startedAt, startedAt);
  } finally {
    await esbuild.stop();
  }
  return bundle;
}
