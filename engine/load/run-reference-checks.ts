import { FEATURE_CATALOGUE } from '../features/feature-catalogue';
import type { FeatureCatalogue, FeatureFlagDefinition, OfficeType } from '../generated/config-types';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { CheckContext, OfficeTypeCheck, WidgetTypeForLoading } from './checks/check-context';
import type { LoadError } from './load-error';
import { OFFICE_TYPE_CHECKS } from './office-type-checks';

/** What the reference checks need besides the document. */
export interface ReferenceCheckOptions {
  widgets: Readonly<Record<string, WidgetTypeForLoading>>;
  catalogue?: FeatureCatalogue;
  checks?: readonly OfficeTypeCheck[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const listAt = (parent: unknown, key: string): unknown[] => (isRecord(parent) && Array.isArray(parent[key]) ? parent[key] : []);

function officeLanguages(office: Record<string, unknown>): Language[] {
  const declared = listAt(office.localization, 'languages');
  return LANGUAGES.filter((language) => declared.includes(language));
}

function officeFlags(office: Record<string, unknown>, catalogue: FeatureCatalogue): Map<string, FeatureFlagDefinition> {
  const flags = new Map(catalogue.flags.map((flag) => [flag.id, flag]));
  for (const flag of listAt(office.features, 'customFeatures')) {
    // A custom feature the schema refused still names a flag: the other checks should not call it unknown too.
    if (isRecord(flag) && typeof flag.id === 'string' && !flags.has(flag.id)) flags.set(flag.id, flag as unknown as FeatureFlagDefinition);
  }
  return flags;
}

function checkCustomFeatures(office: Record<string, unknown>, catalogue: FeatureCatalogue, report: (path: string, message: string) => void): void {
  for (const flag of listAt(office.features, 'customFeatures')) {
    if (isRecord(flag) && catalogue.flags.some((known) => known.id === flag.id)) {
      report('/features/customFeatures', `custom feature "${String(flag.id)}" is already a catalogue feature`);
    }
  }
}

/**
 * Runs every reference check over an office type, schema-valid or not. The document may have failed the
 * schema, so a check that stumbles over a broken part (a missing list, a string where an object belongs) is
 * skipped: what the other checks found still counts, and the schema has already said what is wrong there.
 */
export function runReferenceChecks(document: Record<string, unknown>, name: string, options: ReferenceCheckOptions): LoadError[] {
  const errors: LoadError[] = [];
  const report = (path: string, message: string): void => {
    errors.push({ officeType: name, path, message });
  };
  const catalogue = options.catalogue ?? FEATURE_CATALOGUE;
  checkCustomFeatures(document, catalogue, report);
  const context: CheckContext = {
    office: document as unknown as OfficeType,
    languages: officeLanguages(document),
    flags: officeFlags(document, catalogue),
    widgets: options.widgets,
    report,
  };
  for (const check of options.checks ?? OFFICE_TYPE_CHECKS) {
    try {
      check(context);
    } catch {
      // Only a schema-invalid document can make a check throw; its schema errors explain the part it tripped on.
    }
  }
  return errors;
}
