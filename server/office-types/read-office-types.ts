import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createOfficeTypeCatalog, type OfficeTypeCatalog, type OfficeTypeSource } from '../../engine/load/office-type-catalog';
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
