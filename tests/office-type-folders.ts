import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { OfficeType } from '../engine/generated/config-types';

const ROOT = resolve(import.meta.dirname, '..');

/** The folder of the shipped office types. */
export const SHIPPED_OFFICE_TYPES_DIR = join(ROOT, 'office-types');

/** The folder of the office types written for the tests (its top-level files; `broken/` holds refused ones). */
export const FIXTURE_OFFICE_TYPES_DIR = join(ROOT, 'tests/fixtures/office-types');

/** Points the conformance suites at another folder of office types instead (the drop-in test's fresh folder). */
export const OFFICE_TYPES_DIR_VARIABLE = 'LISHKA_OFFICE_TYPES_DIR';

/** Leaves the office types written for the tests out of the conformance suites. */
export const SHIPPED_ONLY_VARIABLE = 'LISHKA_CONFORMANCE_SHIPPED_ONLY';

/** One office type a conformance suite checks. */
export interface ConformanceOfficeType {
  id: string;
  file: string;
  office: OfficeType;
}

const jsonFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => join(dir, name))
    : [];

/**
 * The office-type files the conformance suites check, the one source they all read: those of
 * `LISHKA_OFFICE_TYPES_DIR` when it is set, else the shipped ones and, unless `LISHKA_CONFORMANCE_SHIPPED_ONLY`
 * is set, every top-level file of `tests/fixtures/office-types/` (office types nobody ships get the same checks).
 */
export function conformanceOfficeTypeFiles(env: NodeJS.ProcessEnv = process.env): string[] {
  const folder = env[OFFICE_TYPES_DIR_VARIABLE];
  if (folder) return jsonFiles(resolve(folder));
  return [...jsonFiles(SHIPPED_OFFICE_TYPES_DIR), ...(env[SHIPPED_ONLY_VARIABLE] ? [] : jsonFiles(FIXTURE_OFFICE_TYPES_DIR))];
}

/** The office types the conformance suites check, read from {@link conformanceOfficeTypeFiles}. */
export function conformanceOfficeTypes(env: NodeJS.ProcessEnv = process.env): ConformanceOfficeType[] {
  return conformanceOfficeTypeFiles(env).map((file) => ({ id: basename(file, '.json'), file, office: JSON.parse(readFileSync(file, 'utf8')) as OfficeType }));
}
