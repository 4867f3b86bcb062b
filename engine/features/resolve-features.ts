import type { FeatureFlagDefinition, LocalizedText, OfficeType, TenantFeatureOverrides } from '../generated/config-types';

/** Why a flag is on or off (spec 3 §4). */
export type FlagReason = 'default' | 'office_type' | 'tenant_override' | 'dependency';

/** A flag as resolved for one office (spec 3 §3 feature flag: enabled, configuration, overridden). */
export interface ResolvedFlag {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  enabled: boolean;
  reason: FlagReason;
  /** Whether a manual override decided it. */
  overridden: boolean;
  dependencies: readonly string[];
  /** The routes the flag gates. */
  routes: readonly string[];
  /** The dependencies that are off, when reason is dependency. */
  blockedBy?: readonly string[];
}

/** What decides the flags of one office. */
export interface FeatureResolutionInput {
  flags: ReadonlyMap<string, FeatureFlagDefinition>;
  office: Pick<OfficeType, 'id' | 'features'>;
  tenant?: TenantFeatureOverrides;
  /** Manual overrides by flag id, applied after the tenant's lists (for support and previews). */
  manual?: Readonly<Record<string, boolean>>;
}

/**
 * Resolves every flag: the flag's default; the catalogue's enabled and disabled office-type lists, then the
 * office type's own lists; the tenant's enabled list forces on and its disabled list off; manual overrides;
 * finally a flag is off unless all its dependencies are on.
 */
export function resolveFeatureFlags({ flags, office, tenant, manual }: FeatureResolutionInput): Record<string, ResolvedFlag> {
  const resolved: Record<string, ResolvedFlag> = {};
  for (const flag of flags.values()) {
    let enabled = flag.default;
    let reason: FlagReason = 'default';
    let overridden = false;
    const decide = (value: boolean, why: FlagReason): void => {
      enabled = value;
      reason = why;
    };
    if (flag.enabledFor?.includes(office.id)) decide(true, 'office_type');
    if (flag.disabledFor?.includes(office.id)) decide(false, 'office_type');
    if (office.features.enabled?.includes(flag.id)) decide(true, 'office_type');
    if (office.features.disabled?.includes(flag.id)) decide(false, 'office_type');
    if (tenant?.enabled?.includes(flag.id)) decide(true, 'tenant_override');
    if (tenant?.disabled?.includes(flag.id)) decide(false, 'tenant_override');
    const manualValue = manual?.[flag.id];
    if (manualValue !== undefined) {
      decide(manualValue, 'tenant_override');
      overridden = true;
    }
    resolved[flag.id] = { id: flag.id, name: flag.name, description: flag.description, enabled, reason, overridden, dependencies: flag.dependencies ?? [], routes: flag.routes ?? [] };
  }
  // A dependency switched off can switch off a flag that others depend on: repeat until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const flag of Object.values(resolved)) {
      if (!flag.enabled) continue;
      const blockedBy = flag.dependencies.filter((id) => !resolved[id]?.enabled);
      if (blockedBy.length) {
        resolved[flag.id] = { ...flag, enabled: false, reason: 'dependency', blockedBy };
        changed = true;
      }
    }
  }
  return resolved;
}

/** The ids of the flags that are on, in catalogue order. */
export function enabledFeatureIds(flags: Readonly<Record<string, ResolvedFlag>>): string[] {
  return Object.values(flags).filter((flag) => flag.enabled).map((flag) => flag.id);
}
