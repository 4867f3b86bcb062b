import type { FeatureCatalogue, FeatureFlagDefinition, OfficeType } from '../generated/config-types';
import { validateAgainst } from '../validation/schema-validators';
import catalogueJson from './feature-catalogue.json';

/** The product's feature flags (spec 3 §9), as shipped in engine/features/feature-catalogue.json. */
export const FEATURE_CATALOGUE = catalogueJson as FeatureCatalogue;

/** Problems with a feature catalogue: schema, duplicate ids, unknown dependencies and dependency loops. */
export function checkFeatureCatalogue(catalogue: unknown): string[] {
  const issues = validateAgainst('feature-catalogue.schema.json', catalogue).map((issue) => `${issue.path} ${issue.message}`);
  if (issues.length) return issues;
  return checkFlagGraph((catalogue as FeatureCatalogue).flags);
}

/** Duplicate ids, unknown dependencies and dependency loops among a set of flags. */
export function checkFlagGraph(flags: readonly FeatureFlagDefinition[]): string[] {
  const issues: string[] = [];
  const byId = new Map<string, FeatureFlagDefinition>();
  for (const flag of flags) {
    if (byId.has(flag.id)) issues.push(`duplicate feature "${flag.id}"`);
    byId.set(flag.id, flag);
  }
  for (const flag of flags) {
    for (const dependency of flag.dependencies ?? []) {
      if (!byId.has(dependency)) issues.push(`feature "${flag.id}" depends on unknown feature "${dependency}"`);
    }
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, trail: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      issues.push(`dependency loop: ${[...trail.slice(trail.indexOf(id)), id].join(' → ')}`);
      return;
    }
    state.set(id, 'visiting');
    for (const dependency of byId.get(id)?.dependencies ?? []) if (byId.has(dependency)) visit(dependency, [...trail, id]);
    state.set(id, 'done');
  };
  for (const flag of flags) visit(flag.id, []);
  return issues;
}

/** Every flag an office type can use: the catalogue's and its own customFeatures, by id. */
export function flagsForOffice(office: Pick<OfficeType, 'features'>, catalogue: FeatureCatalogue = FEATURE_CATALOGUE): Map<string, FeatureFlagDefinition> {
  const flags = new Map(catalogue.flags.map((flag) => [flag.id, flag]));
  for (const flag of office.features.customFeatures ?? []) if (!flags.has(flag.id)) flags.set(flag.id, flag);
  return flags;
}
