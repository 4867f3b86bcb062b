import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { FEATURE_CATALOGUE, flagsForOffice } from '../features/feature-catalogue';
import type { FeatureCatalogue, OfficeType } from '../generated/config-types';
import { LANGUAGES, type Language } from '../i18n/languages';
import { validateAgainst } from '../validation/schema-validators';
import type { WidgetTypeForLoading } from './checks/check-context';
import type { LoadError } from './load-error';
import { migrateOfficeType } from './migrations';
import { OFFICE_TYPE_CHECKS } from './office-type-checks';

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

/** Parses office-type JSON text, reporting the first syntax error with its line and column. */
export function parseOfficeTypeText(text: string, source: string): { ok: true; value: unknown } | { ok: false; errors: LoadError[] } {
  const problems: ParseError[] = [];
  const value: unknown = parse(text, problems, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = problems;
  if (!first) return { ok: true, value };
  // Later syntax errors follow from the first; reporting them only adds noise.
  const before = text.slice(0, first.offset).split('\n');
  const where = `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
  return { ok: false, errors: [{ officeType: source, path: '/', message: `not valid JSON (${where}): ${printParseErrorCode(first.error)}` }] };
}

/**
 * Loads one office type: migrate by schemaVersion, validate against the schema, then check every reference
 * (features, modules, widgets, form fields, workflow stages and roles). Never throws on bad input.
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
  const schemaIssues = validateAgainst('office-type.schema.json', migrated.document);
  if (schemaIssues.length) return fail(schemaIssues.map((issue) => ({ officeType: name, ...issue })));
  const officeType = migrated.document as unknown as OfficeType;
  const errors: LoadError[] = [];
  const catalogue = options.catalogue ?? FEATURE_CATALOGUE;
  for (const flag of officeType.features.customFeatures ?? []) {
    if (catalogue.flags.some((known) => known.id === flag.id)) {
      errors.push({ officeType: name, path: '/features/customFeatures', message: `custom feature "${flag.id}" is already a catalogue feature` });
    }
  }
  const context = {
    office: officeType,
    languages: LANGUAGES.filter((language): language is Language => officeType.localization.languages.includes(language)),
    flags: flagsForOffice(officeType, catalogue),
    widgets: options.widgets,
    report: (path: string, message: string) => errors.push({ officeType: name, path, message }),
  };
  for (const check of OFFICE_TYPE_CHECKS) check(context);
  if (errors.length) return fail(errors);
  return migrated.migratedFrom === undefined ? { ok: true, officeType } : { ok: true, officeType, migratedFrom: migrated.migratedFrom };
}
