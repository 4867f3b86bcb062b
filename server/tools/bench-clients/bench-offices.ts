import type { Kysely } from 'kysely';
import type { OfficeContext } from '../../context/office-context';
import { officeContextFor } from '../../context/system-context';
import type { Database } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';

/**
 * Adds an office of the legal type, with the legal demo office's admin as its admin, as the database's owner (as the
 * demo seeder does), and answers its id: the bench measures offices of several sizes side by side.
 */
export async function addBenchOffice(db: Kysely<Database>, slug: string, adminId: string): Promise<string> {
  const tenant = await db.insertInto('tenants').values({ slug, name: `Bench ${slug}`, office_type: 'legal' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('memberships').values({ tenant_id: tenant.id, user_id: adminId, role: 'admin' }).execute();
  return tenant.id;
}

/**
 * An office's context for its admin, as a request of theirs would build it (for the bare routes' service calls), and
 * the headers of a session of theirs in it (its cookies and CSRF token, for the app's routes).
 */
export async function benchSession(testApp: TestApp, slug: string, admin: { id: string; email: string }): Promise<{ ctx: OfficeContext; headers: Record<string, string> }> {
  const services = { db: testApp.database.db, mailer: testApp.app.mailer, catalog: testApp.catalog };
  const system = await officeContextFor(services, slug, { kind: 'system', name: 'bench' });
  if (!system) throw new Error(`No office ${slug}`);
  const ctx: OfficeContext = { ...system, actor: { kind: 'member', userId: admin.id, role: 'admin', professionalRole: null } };
  const agent = await testApp.signIn(admin.email, { tenant: slug });
  return { ctx, headers: { cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'x-xsrf-token': agent.csrf() ?? '' } };
}
