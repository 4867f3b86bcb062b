import { checkFeatureCatalogue, FEATURE_CATALOGUE } from '../features/feature-catalogue';
import type { OfficeType } from '../generated/config-types';
import { loadOfficeType, parseOfficeTypeText, type LoadOptions } from './load-office-type';
import type { LoadError } from './load-error';

/** One office-type file as found: its file name and either its text or its parsed JSON. */
export interface OfficeTypeSource {
  fileName: string;
  text?: string;
  json?: unknown;
}

/** The office types that loaded, by id, and every error of those that did not. */
export interface OfficeTypeCatalog {
  types: ReadonlyMap<string, OfficeType>;
  errors: readonly LoadError[];
  get(id: string): OfficeType | undefined;
  ids(): string[];
  /** The options the types were loaded with, to check a tenant's merged configuration the same way. */
  loadOptions: Omit<LoadOptions, 'source'>;
}

const idFromFileName = (fileName: string): string => fileName.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');

/**
 * Loads every office-type file: each must load on its own, be named after its id, and have an id no other
 * file has. A broken file is reported and left out; the others still load.
 */
export function createOfficeTypeCatalog(sources: readonly OfficeTypeSource[], options: Omit<LoadOptions, 'source'>): OfficeTypeCatalog {
  const types = new Map<string, OfficeType>();
  const errors: LoadError[] = [];
  const catalogueIssues = checkFeatureCatalogue(options.catalogue ?? FEATURE_CATALOGUE);
  for (const message of catalogueIssues) errors.push({ officeType: 'feature-catalogue', path: '/', message });
  for (const source of sources) {
    const expectedId = idFromFileName(source.fileName);
    let json = source.json;
    if (json === undefined) {
      const parsed = parseOfficeTypeText(source.text ?? '', expectedId);
      if (!parsed.ok) {
        errors.push(...parsed.errors);
        // Keys written twice, and everything else wrong with the file, in one run.
        if (parsed.value !== undefined) {
          const result = loadOfficeType(parsed.value, { ...options, source: expectedId });
          if (!result.ok) errors.push(...result.errors);
        }
        continue;
      }
      json = parsed.value;
    }
    const result = loadOfficeType(json, { ...options, source: expectedId });
    if (!result.ok) {
      errors.push(...result.errors);
      continue;
    }
    const { id } = result.officeType;
    if (id !== expectedId) {
      errors.push({ officeType: id, path: '/id', message: `the file ${source.fileName} must be named ${id}.json (or its id changed to "${expectedId}")` });
    } else if (types.has(id)) {
      errors.push({ officeType: id, path: '/id', message: `another file already defines office type "${id}"` });
    } else {
      types.set(id, result.officeType);
    }
  }
  return catalogOf(types, errors, options);
}

/** A catalogue of office types already loaded (by createOfficeTypeCatalog, in this process or an earlier one). */
export function catalogOf(types: ReadonlyMap<string, OfficeType>, errors: readonly LoadError[], options: Omit<LoadOptions, 'source'>): OfficeTypeCatalog {
  return {
    types,
    errors,
    loadOptions: options,
    get: (id) => types.get(id),
    ids: () => [...types.keys()].sort(),
  };
}
