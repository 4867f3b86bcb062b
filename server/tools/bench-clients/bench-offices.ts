import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Adds an office of the legal type, with the legal demo office's admin as its admin, as the database's owner (as the
 * demo seeder does), and answers its id: the bench measures offices of several sizes side by side.
 */
export async function addBenchOffice(db: Kysely<Database>, slug: string, adminId: string): Promise<string> {
  const tenant = await db.insertInto('tenants').values({ slug, name: `Bench ${slug}`, office_type: 'legal' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('memberships').values({ tenant_id: tenant.id, user_id: adminId, role: 'admin' }).execute();
  return tenant.id;
}
