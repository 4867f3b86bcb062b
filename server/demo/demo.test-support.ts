import type { Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import type { ContextServices } from '../context/system-context';
import type { Database } from '../db/schema';
import type { TestDatabase } from '../testing/test-databases';
import type { DemoOffice } from './demo-clients';
import { outboxOnlyMailer } from './demo-mailer';
import { seedDemoData } from './seed-demo';

/** The demo offices of the given slugs as the database holds them. */
export function demoTenantsOf(db: Kysely<Database>, slugs: readonly string[]) {
  return db.selectFrom('tenants').select(['id', 'slug', 'office_type']).where('slug', 'in', slugs).execute();
}

/** What a demo seeder (records, client runs) is given, on a database that holds everything else of the demo. */
export interface DemoSeeding {
  /** The database, a mailer that only writes the outbox, and the catalog. */
  services: ContextServices;
  /** The offices of the slugs asked for, with their demo members. */
  offices: DemoOffice[];
}

/**
 * Seeds a fresh database with the demo offices, their members and clients but not their records, and answers what
 * a demo seeder needs to add its part to the offices of the given slugs.
 */
export async function seedDemoOffices(database: TestDatabase, catalog: OfficeTypeCatalog, slugs: readonly string[]): Promise<DemoSeeding> {
  const { db } = database.handle;
  await seedDemoData(db, catalog, { records: false });
  const users = new Map((await db.selectFrom('users').select(['id', 'email']).execute()).map((user) => [user.email, user.id]));
  const offices = (await demoTenantsOf(db, slugs)).map((tenant) => ({
    tenantId: tenant.id,
    slug: tenant.slug,
    officeType: tenant.office_type,
    language: catalog.get(tenant.office_type)!.localization.defaultLanguage,
    adminId: users.get(`admin@${tenant.slug}.example.com`)!,
    proId: users.get(`pro@${tenant.slug}.example.com`)!,
  }));
  return { services: { db, mailer: outboxOnlyMailer(db), catalog }, offices };
}
