import type { Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import type { Database } from '../db/schema';
import { DEMO_TENANTS, demoSlugCandidates, demoTenantOf, type DemoTenant } from './demo-tenants';

/** A tenant as the planner sees it: where it is and what office type it is. */
interface ExistingTenant {
  slug: string;
  officeType: string;
}

/**
 * The office types in the order their demo offices are made: the shipped ones as DEMO_TENANTS lists them (a
 * catalogue without one of them cannot be seeded), then the others by id.
 */
function demoOrder(catalog: OfficeTypeCatalog): DemoTenant[] {
  const shipped: DemoTenant[] = DEMO_TENANTS.map((demo) => {
    if (!catalog.get(demo.officeType)) throw new Error(`Demo office ${demo.slug} needs office type ${demo.officeType}`);
    return demo;
  });
  const others = catalog
    .ids()
    .filter((id) => !DEMO_TENANTS.some((demo) => demo.officeType === id))
    .map((id) => demoTenantOf(catalog.get(id)!));
  return [...shipped, ...others];
}

/**
 * Where an office type's demo office is or goes: the first of its addresses that holds a tenant of that office
 * type (it has its demo office) or is free; undefined when offices of other types hold them all.
 */
function placeOf(demo: DemoTenant, bySlug: ReadonlyMap<string, ExistingTenant>): { slug: string; isSeeded: boolean } | undefined {
  for (const slug of demoSlugCandidates(demo.slug)) {
    const tenant = bySlug.get(slug);
    if (!tenant) return { slug, isSeeded: false };
    if (tenant.officeType === demo.officeType) return { slug, isSeeded: true };
  }
  return undefined;
}

/**
 * The demo offices this database lacks: on an empty database, one per office type; on one that holds demo offices
 * (a shipped type's is there), one for each office type that has none yet (deleted since, or dropped into
 * office-types/ since the last start). A database without demo offices (its tenants are all real offices) gets
 * none. The shipped office types only, unless `isDroppedInToo`. Runs as the database owner, as seeding does.
 */
export async function missingDemoTenants(db: Kysely<Database>, catalog: OfficeTypeCatalog, isDroppedInToo: boolean): Promise<DemoTenant[]> {
  const tenants = (await db.selectFrom('tenants').select(['slug', 'office_type']).execute()).map((row) => ({ slug: row.slug, officeType: row.office_type }));
  const bySlug = new Map(tenants.map((tenant) => [tenant.slug, tenant]));
  const isDemoDatabase = tenants.length === 0 || DEMO_TENANTS.some((demo) => bySlug.get(demo.slug)?.officeType === demo.officeType);
  if (!isDemoDatabase) return [];
  const order = demoOrder(catalog).filter((demo) => isDroppedInToo || DEMO_TENANTS.some((shipped) => shipped.officeType === demo.officeType));
  const missing: DemoTenant[] = [];
  for (const demo of order) {
    const place = placeOf(demo, bySlug);
    if (!place || place.isSeeded) continue;
    const planned = { ...demo, slug: place.slug };
    missing.push(planned);
    bySlug.set(planned.slug, planned);
  }
  return missing;
}
