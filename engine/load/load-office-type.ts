import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { FeatureCatalogue, OfficeType } from '../generated/config-types';
import { findSchemaViolations } from '../validation/schema-validators';
import type { WidgetTypeForLoading } from './checks/check-context';
import { findDuplicateKeys } from './duplicate-keys';
import type { LoadError } from './load-error';
import { mendWrongTypes } from './mend-wrong-types';
import { migrateOfficeType } from './migrations';
import { runReferenceChecks } from './run-reference-checks';

/** What the loader checks an office type against: the feature catalogue and the registered widget types. */
export interface LoadOptions {
  widgets: Readonly<Record<string, WidgetTypeForLoading>>;
  catalogue?: FeatureCatalogue;
  /** The name the file was found under, used in errors until its id is known. */
  source?: string;
}

/** An office type ready for the engine, or every reason it is not. */
export type LoadResult =
  | { ok: true; officeType: OfficeType; migratedFrom?: number }
  | { ok: false; officeType: string; errors: LoadError[] };

/**
 * Parses office-type JSON text, reporting the first syntax error with its line and column, or every key written
 * twice in one object (JSON.parse would keep the last one without a word). With duplicate keys the value parsed
 * comes too, so that the loader can tell the file's other mistakes in the same run.
 */
export function parseOfficeTypeText(text: string, source: string): { ok: true; value: unknown } | { ok: false; errors: LoadError[]; value?: unknown } {
  const problems: ParseError[] = [];
  const value: unknown = parse(text, problems, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = problems;
  if (!first) {
    const duplicates = findDuplicateKeys(text);
    if (!duplicates.length) return { ok: true, value };
    return {
      ok: false,
      value,
      errors: duplicates.map(({ key, path, line }) => ({ officeType: source, path, message: `duplicate key "${key}" (line ${line}): the object already has one, and JSON would keep only the last` })),
    };
  }
  // Later syntax errors follow from the first; reporting them only adds noise.
  const before = text.slice(0, first.offset).split('\n');
  const where = `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
  return { ok: false, errors: [{ officeType: source, path: '/', message: `not valid JSON (${where}): ${printParseErrorCode(first.error)}` }] };
}

const isWithin = (path: string, part: string): boolean => part !== '/' && (path === part || path.startsWith(`${part}/`));

function withoutRepeats(errors: readonly LoadError[]): LoadError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.path} ${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Loads one office type: migrate by schemaVersion, validate against the schema, then check every reference
 * (features, modules, widgets, form fields, workflow stages and roles), and report every problem of both kinds
 * together. Never throws on bad input.
 */
export function loadOfficeType(raw: unknown, options: LoadOptions): LoadResult {
  const fallbackName = options.source ?? 'office type';
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, officeType: fallbackName, errors: [{ officeType: fallbackName, path: '/', message: 'an office type must be a JSON object' }] };
  }
  const record = raw as Record<string, unknown>;
  const name = typeof record.id === 'string' && record.id ? record.id : fallbackName;
  const fail = (errors: LoadError[]): LoadResult => ({ ok: false, officeType: name, errors });
  const migrated = migrateOfficeType(record);
  if (!migrated.ok) return fail([{ officeType: name, path: '/schemaVersion', message: migrated.message }]);
  const schema = findSchemaViolations('office-type.schema.json', migrated.document);
  // Reference checks run on a schema-invalid file too, so that one run tells every mistake. They read a value
  // of the wrong type as an empty one of the right type, so that none stumbles there.
  const mended = mendWrongTypes(migrated.document, schema.wrongTypes);
  // They do not guess inside a part the schema refused, or about the value holding a mended one ("has no
  // transitions" of a stage whose transitions were a string): the schema's message says what is wrong there.
  const isGuess = (path: string): boolean =>
    schema.brokenParts.some((part) => isWithin(path, part)) || schema.wrongTypes.some((wrong) => path !== '/' && isWithin(wrong.path, path));
  const references = runReferenceChecks(mended, name, options).filter((error) => !isGuess(error.path));
  const errors = withoutRepeats([...schema.issues.map((issue) => ({ officeType: name, ...issue })), ...references]);
  if (errors.length) return fail(errors);
  const officeType = migrated.document as unknown as OfficeType;
  return migrated.migratedFrom === undefined ? { ok: true, officeType } : { ok: true, officeType, migratedFrom: migrated.migratedFrom };
}
