import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import { engineLogger } from '../../engine/logger';
import { resolveOfficeConfiguration, type OfficeConfiguration } from '../../engine/resolve/resolve-office';

/** A tenant's office: its type and its own overrides. */
export interface TenantOffice {
  id: string;
  officeType: string;
  overrides: Record<string, unknown>;
}

/**
 * A tenant's resolved configuration. Overrides are validated when saved; should stored ones no longer
 * resolve (the office type changed under them), the office type alone serves and the problem is logged.
 */
export function tenantConfiguration(catalog: OfficeTypeCatalog, tenant: TenantOffice): OfficeConfiguration {
  const withOverrides = resolveOfficeConfiguration(catalog, { officeType: tenant.officeType, tenantId: tenant.id, overrides: tenant.overrides });
  if (withOverrides.ok) return withOverrides.config;
  engineLogger().warn(`Tenant ${tenant.id}: its overrides no longer resolve; serving its office type without them`, { errors: withOverrides.errors });
  const plain = resolveOfficeConfiguration(catalog, { officeType: tenant.officeType, tenantId: tenant.id });
  if (!plain.ok) throw new Error(`Office type ${tenant.officeType} does not resolve`);
  return plain.config;
}
