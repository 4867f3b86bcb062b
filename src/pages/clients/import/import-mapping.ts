import { fieldLabelKey } from './import-fields';

/** Which client field each column of the file fills; null: the column is not imported. */
export type ImportMapping = Record<string, string | null>;

/** A problem of a mapping that keeps it from being sent. */
export type MappingProblem = 'needNames' | 'fieldTwice';

/** The mapping to start from: the server's suggestion for each column, unknown fields and second claims on a field left out. */
export function initialMapping(columns: readonly string[], suggested: Readonly<Record<string, string | null | undefined>>): ImportMapping {
  const taken = new Set<string>();
  const mapping: ImportMapping = {};
  for (const column of columns) {
    const path = suggested[column];
    const isUsable = typeof path === 'string' && fieldLabelKey(path) !== undefined && !taken.has(path);
    if (isUsable) taken.add(path);
    mapping[column] = isUsable ? path : null;
  }
  return mapping;
}

/** What is wrong with a mapping, first the missing names (the server requires them), then a field chosen twice. */
export function mappingProblems(mapping: ImportMapping): MappingProblem[] {
  const paths = Object.values(mapping).filter((path): path is string => path !== null);
  const problems: MappingProblem[] = [];
  if (!paths.includes('firstName') || !paths.includes('lastName')) problems.push('needNames');
  if (new Set(paths).size !== paths.length) problems.push('fieldTwice');
  return problems;
}

/** The mapping as the import form field carries it: only the columns that fill a field. */
export function mappingJson(mapping: ImportMapping): string {
  return JSON.stringify(Object.fromEntries(Object.entries(mapping).filter(([, path]) => path !== null)));
}
