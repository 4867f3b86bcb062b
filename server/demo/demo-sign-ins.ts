import type { Kysely } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD, DEMO_TENANTS, demoSlugCandidates, demoSlugOf, demoUsers, type DemoTenant } from './demo-tenants';

/** One demo office and how to sign in to it: the addresses of its users and the demo password. */
export interface DemoSignIn {
  slug: string;
  officeType: string;
  name: string;
  password: string;
  users: { email: string; role: 'admin' | 'professional' }[];
}

function signInOf(demo: DemoTenant): DemoSignIn {
  return {
    slug: demo.slug,
    officeType: demo.officeType,
    name: demo.name,
    password: DEMO_PASSWORD,
    users: demoUsers(demo.slug).map((user) => ({ email: user.email, role: user.role === 'admin' ? ('admin' as const) : ('professional' as const) })),
  };
}

/** The shipped demo offices' sign-ins, as the start-up output prints them. */
export function demoSignIns(): DemoSignIn[] {
  return DEMO_TENANTS.map(signInOf);
}

// Whether a tenant is the demo office seeding made for its office type: at one of the addresses seeding gives it.
function isDemoOffice(tenant: DemoTenant): boolean {
  const shipped = DEMO_TENANTS.find((demo) => demo.officeType === tenant.officeType);
  return demoSlugCandidates(shipped?.slug ?? demoSlugOf(tenant.officeType)).includes(tenant.slug);
}

/**
 * The sign-ins of the demo offices this database holds (an office deleted or never seeded is left out): the shipped
 * offices' in their order, then those of office types dropped in since, by address.
 */
export async function seededDemoSignIns(db: Kysely<Database>): Promise<DemoSignIn[]> {
  const rows = await withContext(db, {}, (trx) => trx.selectFrom('tenants').select(['slug', 'name', 'office_type']).orderBy('slug').execute());
  const demos = rows.map((row) => ({ slug: row.slug, name: row.name, officeType: row.office_type })).filter(isDemoOffice);
  const rank = (demo: DemoTenant): number => {
    const index = DEMO_TENANTS.findIndex((shipped) => shipped.slug === demo.slug && shipped.officeType === demo.officeType);
    return index < 0 ? DEMO_TENANTS.length : index;
  };
  return demos.sort((a, b) => rank(a) - rank(b)).map((demo) => {
    const shipped = DEMO_TENANTS.find((candidate) => candidate.slug === demo.slug && candidate.officeType === demo.officeType);
    return signInOf(shipped ?? demo);
  });
}
