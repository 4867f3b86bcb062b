import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
// Vite's root (vite.config.ts): the page's entry and the base of a glob starting with '/'.
const webRoot = join(root, 'src');
// What a product module imports besides code, which the walk needs to resolve and not to read.
const ASSET_LOADERS = Object.fromEntries(['.css', '.svg', '.png', '.jpg', '.webp', '.woff', '.woff2', '.ttf'].map((ext) => [ext, 'empty' as const]));
// The files a module names for Vite to bundle that esbuild does not follow: import.meta.glob's patterns (a string or an
// array of them) and `new URL('…', import.meta.url)` assets.
const VITE_REFERENCES = [/import\.meta\.glob\s*(?:<[^>]*>)?\s*\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g, /new URL\(\s*('[^']*'|"[^"]*")\s*,\s*import\.meta\.url/g];

/** What the web bundle built from `entry` is made of: the files esbuild read, and the paths Vite would add to them. */
async function webBundleSources(entry: string): Promise<{ inputs: string[]; references: string[] }> {
  const references: string[] = [];
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    outdir: join(root, 'dist/web-graph'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    loader: ASSET_LOADERS,
    plugins: [
      {
        name: 'vite-references',
        setup(build) {
          // `x.json?raw`, `x.svg?url`: the file itself, so an office type read as text counts as one.
          build.onResolve({ filter: /\?/ }, async ({ path, resolveDir, kind }) => {
            const resolved = await build.resolve(path.slice(0, path.indexOf('?')), { resolveDir, kind });
            // A package's file (pdf.js's worker `?url`) stays outside, as every package does here.
            return { path: resolved.path, external: resolved.external, errors: resolved.errors };
          });
          build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path }) => {
            const source = await readFile(path, 'utf8');
            for (const pattern of VITE_REFERENCES) {
              for (const [, argument = ''] of source.matchAll(pattern)) {
                for (const [, literal = ''] of argument.matchAll(/['"]!?([^'"]+)['"]/g)) {
                  const absolute = literal.startsWith('/') ? join(webRoot, literal) : resolve(dirname(path), literal);
                  references.push(relative(root, absolute));
                }
              }
            }
            return undefined;
          });
        },
      },
    ],
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) => (isAbsolute(input) ? relative(root, input) : input));
  return { inputs, references };
}

const isOfficeType = (path: string) => path.split(/[\\/]/)[0] === 'office-types';

// The browser takes office types from the server only (GET /api/office-types, /api/office-types/{id}, the office's
// configuration), so that adding or editing a file needs a server restart at most, never a build of the web app.
// Stories and tests read the files through src/dashboard/sandbox-office.ts and src/pages/public/testing/.
describe('the web bundle', () => {
  // The entry index.html loads; one walk for both checks (about a second).
  let product: Promise<{ inputs: string[]; references: string[] }> | undefined;
  const productSources = () => (product ??= webBundleSources('src/main.tsx'));

  it('carries no office-type file: nothing the page loads imports or globs office-types/', async () => {
    const { inputs, references } = await productSources();
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter(isOfficeType)).toEqual([]);
    expect(references.filter(isOfficeType)).toEqual([]);
  });

  it('carries no story or test module, where the office-type sandboxes live', async () => {
    const { inputs } = await productSources();
    expect(inputs.filter((input) => /\.(stories|test)\.tsx?$|[\\/]testing[\\/]|sandbox-office|Sandbox\.tsx$/.test(input))).toEqual([]);
  });

  it('would be caught carrying one: the walk finds the sandbox glob and a JSON import', async () => {
    expect((await webBundleSources('src/dashboard/sandbox-office.ts')).references.filter(isOfficeType)).toEqual(['office-types/*.json']);
    expect((await webBundleSources('src/pages/public/testing/public-office.ts')).inputs).toContain('office-types/medical.json');
  });
});
