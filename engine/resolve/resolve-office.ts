import { FEATURE_CATALOGUE, flagsForOffice } from '../features/feature-catalogue';
import { enabledFeatureIds, resolveFeatureFlags, type ResolvedFlag } from '../features/resolve-features';
import type { FeatureCatalogue, OfficeType, TenantOverrides } from '../generated/config-types';
import type { LoadError } from '../load/load-error';
import { loadOfficeType } from '../load/load-office-type';
import type { OfficeTypeCatalog } from '../load/office-type-catalog';
import { engineLogger } from '../logger';
import { withTermsFilled } from '../terminology/office-texts';
import { validateAgainst } from '../validation/schema-validators';
import { deepMerge } from './deep-merge';

/** The office type every unknown type falls back to (spec 3 §1). */
export const FALLBACK_OFFICE_TYPE = 'generic';

/** The feature flags of one office (spec 3 §3 flag set). */
export interface FeatureFlagSet {
  officeType: string;
  tenantId?: string;
  features: Record<string, ResolvedFlag>;
}

/** An office's configuration as the engine and the API hand it out (spec 3 §3 office configuration). */
export interface OfficeConfiguration extends OfficeType {
  /** The office type asked for; differs from id when it was unknown and the fallback was used. */
  type: string;
  tenantId?: string;
  /** Whether the office type was unknown and the generic configuration stands in for it. */
  isFallback: boolean;
  featureFlags: FeatureFlagSet;
  /** The ids of the features that are on. */
  enabledFeatures: string[];
}

/** What a configuration is resolved for. */
export interface ResolveRequest {
  officeType: string;
  tenantId?: string;
  overrides?: TenantOverrides;
  manualFlags?: Readonly<Record<string, boolean>>;
  catalogue?: FeatureCatalogue;
}

/** The resolved configuration, or why the tenant's overrides could not be applied. */
export type ResolveResult = { ok: true; config: OfficeConfiguration; warnings: string[] } | { ok: false; errors: LoadError[] };

// A form the overrides give whole (id, title, schema and fields: one the form builder stored) is the office's form
// as it is, not merged into its office type's: a field the office took out stays out.
const isWholeForm = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && ['id', 'title', 'schema', 'fields'].every((key) => key in value);

function withWholeForms(merged: OfficeType, forms: unknown): OfficeType {
  if (forms === null || typeof forms !== 'object') return merged;
  const whole = Object.entries(forms).filter(([name, form]) => name !== 'customForms' && isWholeForm(form));
  return whole.length === 0 ? merged : { ...merged, forms: { ...merged.forms, ...Object.fromEntries(whole) } };
}

/**
 * Resolves an office's configuration: the office type's defaults, then the tenant's overrides merged deeply (a form
 * given whole replaces the office type's), validated again; then its feature flags, and its vocabulary put into the
 * texts that name a term. An unknown office type gets the generic configuration with an empty navigation and a
 * logged warning (spec 3 §2).
 */
export function resolveOfficeConfiguration(catalog: OfficeTypeCatalog, request: ResolveRequest): ResolveResult {
  const warnings: string[] = [];
  let base = catalog.get(request.officeType);
  const isFallback = !base;
  if (!base) {
    base = catalog.get(FALLBACK_OFFICE_TYPE);
    if (!base) throw new Error(`The "${FALLBACK_OFFICE_TYPE}" office type is missing: it is the fallback for unknown office types`);
    const warning = `Unknown office type "${request.officeType}": using the ${FALLBACK_OFFICE_TYPE} configuration with an empty navigation`;
    warnings.push(warning);
    engineLogger().warn(warning, { officeType: request.officeType });
    base = { ...base, ui: { ...base.ui, navigation: { primaryMenu: [], quickActions: [] } } };
  }
  const overrideIssues = request.overrides ? validateAgainst('tenant-overrides.schema.json', request.overrides) : [];
  if (overrideIssues.length) {
    return { ok: false, errors: overrideIssues.map((issue) => ({ officeType: request.officeType, path: issue.path, message: issue.message })) };
  }
  const { features: tenantFeatures, ...patch } = request.overrides ?? {};
  const merged = withWholeForms(deepMerge(base, patch), patch.forms);
  if (request.overrides) {
    const checked = loadOfficeType(merged, { ...catalog.loadOptions, source: request.officeType });
    if (!checked.ok) return { ok: false, errors: checked.errors };
  }
  const flags = flagsForOffice(merged, request.catalogue ?? FEATURE_CATALOGUE);
  const unknownFlags = [...(tenantFeatures?.enabled ?? []), ...(tenantFeatures?.disabled ?? [])].filter((id) => !flags.has(id));
  if (unknownFlags.length) {
    return { ok: false, errors: unknownFlags.map((id) => ({ officeType: request.officeType, path: '/features', message: `unknown feature "${id}"` })) };
  }
  const features = resolveFeatureFlags({
    flags,
    office: merged,
    ...(tenantFeatures ? { tenant: tenantFeatures } : {}),
    ...(request.manualFlags ? { manual: request.manualFlags } : {}),
  });
  // $schema is an editor's hint in the file, not part of the configuration.
  // Texts that name a term ({{clients}}) take the office's word, the tenant's renamed one included.
  const { $schema: _schema, ...configuration } = withTermsFilled(merged);
  const config: OfficeConfiguration = {
    ...configuration,
    type: request.officeType,
    isFallback,
    featureFlags: { officeType: merged.id, features, ...(request.tenantId ? { tenantId: request.tenantId } : {}) },
    enabledFeatures: enabledFeatureIds(features),
    ...(request.tenantId ? { tenantId: request.tenantId } : {}),
  };
  return { ok: true, config, warnings };
}
