import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OfficeType } from '../../engine/generated/config-types';
import type { LoadError } from '../../engine/load/load-error';
import { catalogOf, createOfficeTypeCatalog, type OfficeTypeCatalog, type OfficeTypeSource } from '../../engine/load/office-type-catalog';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import { PROJECT_ROOT } from '../project-root';

/** The folder of shipped office types. */
export const OFFICE_TYPES_DIR = join(PROJECT_ROOT, 'office-types');

/** Reads office-type files from disk; a file that cannot be read becomes a source with an empty text. */
export function readOfficeTypeSources(files: readonly string[]): OfficeTypeSource[] {
  return files.map((file) => {
    try {
      return { fileName: basename(file), text: readFileSync(file, 'utf8') };
    } catch (error) {
      return { fileName: basename(file), text: `cannot read ${file}: ${(error as Error).message}` };
    }
  });
}

/** Every *.json file of a folder of office types. */
export function officeTypeFiles(dir: string = OFFICE_TYPES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** Loads office-type files with the registered widget types. */
export function loadOfficeTypeCatalog(files: readonly string[] = officeTypeFiles()): OfficeTypeCatalog {
  return createOfficeTypeCatalog(readOfficeTypeSources(files), { widgets: widgetDefinitions });
}

/**
 * Loads the office types as loadOfficeTypeCatalog does, or takes what an earlier start loaded from the same files
 * with the same code (`codeIdentity`: the server bundle's build), kept in `cacheFile`: checking every type against
 * its schemas (Ajv compiling them, each form's schema compiled) was the longest part of a start, for an answer that
 * only changes with the files or the code.
 */
export function loadOfficeTypeCatalogCached(cacheFile: string, codeIdentity: string, files: readonly string[] = officeTypeFiles()): OfficeTypeCatalog {
  const sources = readOfficeTypeSources(files);
  const options = { widgets: widgetDefinitions };
  const key = createHash('sha256').update(codeIdentity).update(JSON.stringify(sources)).digest('hex');
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as CachedCatalog;
    if (cached.key === key) return catalogOf(new Map(cached.types), cached.errors, options);
  } catch {
    // No cache yet, or one that cannot be read: load.
  }
  const catalog = createOfficeTypeCatalog(sources, options);
  try {
    writeFileSync(cacheFile, JSON.stringify({ key, types: [...catalog.types], errors: catalog.errors } satisfies CachedCatalog));
  } catch {
    // A folder that cannot be written only costs the next start the same load.
  }
  return catalog;
}

interface CachedCatalog {
  key: string;
  types: [string, OfficeType][];
  errors: readonly LoadError[];
}

/**
 * The office types for the server's start: when it runs from the bundle `npm start` builds (dist/server/*.mjs), with
 * their check kept beside the bundle for the bundle's build; from the sources (tests, `npm run dev`), loaded.
 */
export function loadStartupCatalog(entryUrl: string): OfficeTypeCatalog {
  const entry = fileURLToPath(entryUrl);
  if (!entry.endsWith('.mjs')) return loadOfficeTypeCatalog();
  return loadOfficeTypeCatalogCached(join(dirname(entry), 'office-types.json'), `${entry} ${statSync(entry).mtimeMs}`);
}
