import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One built file a page fetched, with its size as built and gzipped. */
export interface FileSize {
  path: string;
  raw: number;
  gzip: number;
}

/** The files a page fetched, largest first, and their sums. */
export interface BundleSize {
  files: FileSize[];
  raw: number;
  gzip: number;
}

/** Sizes the files a page fetched from their built copies in `webRoot` (gzip level 9); a path not found there throws. */
export function bundleSize(webRoot: string, paths: readonly string[]): BundleSize {
  const files = [...new Set(paths)].map((path): FileSize => {
    const file = join(webRoot, decodeURIComponent(path));
    if (!existsSync(file)) throw new Error(`${path} was served but is not in ${webRoot}: is the build stale?`);
    const bytes = readFileSync(file);
    return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, raw: files.reduce((sum, file) => sum + file.raw, 0), gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}
