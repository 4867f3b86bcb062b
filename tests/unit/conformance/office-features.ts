import type { RouteRecord } from '../../../server/plugins/route-table';
import { tenantConfiguration } from '../../../server/office-types/tenant-configuration';
import type { TestApp } from '../../../server/testing/test-app';
import { findPublicTenant } from '../../../server/tenancy/tenant-queries';

/** The demo offices, by slug. */
export const DEMO_OFFICES = ['medical', 'legal', 'accounting', 'vet', 'realestate', 'insurance', 'generic'] as const;

/** Each demo office's enabled features, resolved by the engine as the server resolves them. */
export async function demoOfficeFeatures(t: TestApp): Promise<Map<string, readonly string[]>> {
  const enabled = new Map<string, readonly string[]>();
  for (const slug of DEMO_OFFICES) {
    const tenant = (await findPublicTenant(t.database.db, slug))!;
    enabled.set(slug, tenantConfiguration(t.catalog, { id: tenant.id, officeType: tenant.officeType, overrides: tenant.overrides }).enabledFeatures);
  }
  return enabled;
}

/** Whether an office with these features may call a route: it serves no feature, or one of them is on. */
export function servesOffice(route: Pick<RouteRecord, 'config'>, features: readonly string[]): boolean {
  const served = route.config.features ?? [];
  return served.length === 0 || served.some((feature) => features.includes(feature));
}
