import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private copy of the built app, and how to remove it. */
export interface WebSnapshot {
  root: string;
  dispose(): void;
}

/**
 * Copies dist/web to a temporary folder the bench serves and sizes: a rebuild by someone else during the run
 * (which empties dist/web) cannot then mix two builds. Fails when the copy misses a file index.html names.
 */
export function snapshotWebBuild(webRoot: string): WebSnapshot {
  const root = mkdtempSync(join(tmpdir(), 'lishka-bench-web-'));
  const dispose = (): void => rmSync(root, { recursive: true, force: true });
  cpSync(webRoot, root, { recursive: true });
  const indexFile = join(root, 'index.html');
  const referenced = existsSync(indexFile) ? [...readFileSync(indexFile, 'utf8').matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((match) => match[1] ?? '') : [];
  const missing = referenced.filter((path) => !existsSync(join(root, path)));
  if (!existsSync(indexFile) || missing.length > 0) {
    dispose();
    throw new Error(`${webRoot} changed while it was copied (a rebuild running elsewhere?): run again`);
  }
  return { root, dispose };
}

/** Whether the build in `webRoot` carries React's development code (built with NODE_ENV other than production, e.g. under Vitest). */
export function isDevelopmentBuild(webRoot: string): boolean {
  const assets = join(webRoot, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('jsxDEV'));
}
