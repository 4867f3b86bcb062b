import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findPublicTenant } from '../tenancy/tenant-queries';
import { DEMO_PASSWORD, DEMO_TENANTS, demoUsers } from './demo-tenants';

/** One demo office and how to sign in to it: the addresses of its users and the demo password. */
export interface DemoSignIn {
  slug: string;
  officeType: string;
  name: string;
  password: string;
  users: { email: string; role: 'admin' | 'professional' }[];
}

/** The demo offices' sign-ins, as the start-up output prints them. */
export function demoSignIns(): DemoSignIn[] {
  return DEMO_TENANTS.map((demo) => ({
    slug: demo.slug,
    officeType: demo.officeType,
    name: demo.name,
    password: DEMO_PASSWORD,
    users: demoUsers(demo.slug).map((user) => ({ email: user.email, role: user.role === 'admin' ? ('admin' as const) : ('professional' as const) })),
  }));
}

/** The sign-ins of the demo offices this database holds (an office deleted or never seeded is left out). */
export async function seededDemoSignIns(db: Kysely<Database>): Promise<DemoSignIn[]> {
  const present = await Promise.all(demoSignIns().map(async (demo) => ((await findPublicTenant(db, demo.slug)) ? demo : undefined)));
  return present.filter((demo): demo is DemoSignIn => demo !== undefined);
}
