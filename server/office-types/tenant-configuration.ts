import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import { engineLogger } from '../../engine/logger';
import { resolveOfficeConfiguration, type OfficeConfiguration } from '../../engine/resolve/resolve-office';

/** A tenant's office: its type and its own overrides. */
export interface TenantOffice {
  id: string;
  officeType: string;
  overrides: Record<string, unknown>;
}

/** Resolved configurations kept per catalog, newest last; resolving one validates it whole (tens of ms). */
const resolved = new WeakMap<OfficeTypeCatalog, Map<string, OfficeConfiguration>>();
const MAX_KEPT = 500;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A tenant's resolved configuration, read-only: the same office type and overrides resolve once and are then
 * answered from memory (a change of overrides is a new key).
 */
export function tenantConfiguration(catalog: OfficeTypeCatalog, tenant: TenantOffice): OfficeConfiguration {
  let kept = resolved.get(catalog);
  if (!kept) resolved.set(catalog, (kept = new Map()));
  const key = JSON.stringify([tenant.officeType, tenant.id, tenant.overrides]);
  const known = kept.get(key);
  if (known) return known;
  const config = deepFreeze(resolveTenantConfiguration(catalog, tenant));
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, config);
  return config;
}

/**
 * A tenant's resolved configuration. Overrides are validated when saved; should stored ones no longer
 * resolve (the office type changed under them), the office type alone serves and the problem is logged.
 */
function resolveTenantConfiguration(catalog: OfficeTypeCatalog, tenant: TenantOffice): OfficeConfiguration {
  const withOverrides = resolveOfficeConfiguration(catalog, { officeType: tenant.officeType, tenantId: tenant.id, overrides: tenant.overrides });
  if (withOverrides.ok) return withOverrides.config;
  engineLogger().warn(`Tenant ${tenant.id}: its overrides no longer resolve; serving its office type without them`, { errors: withOverrides.errors });
  const plain = resolveOfficeConfiguration(catalog, { officeType: tenant.officeType, tenantId: tenant.id });
  if (!plain.ok) throw new Error(`Office type ${tenant.officeType} does not resolve`);
  return plain.config;
}
