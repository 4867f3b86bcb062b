import type { OfficeContext } from '../../context/office-context';
import { officeContextFor } from '../../context/system-context';
import { withContext } from '../../db/context';
import type { TestApp } from '../../testing/test-app';

/** The context of the system's own work in a demo office (by slug), as a job or a workflow effect has it. */
export async function systemContextIn(t: TestApp, slug: string): Promise<OfficeContext> {
  const ctx = await officeContextFor({ db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, slug, { kind: 'system', name: 'records-test' });
  if (!ctx) throw new Error(`No demo office ${slug}`);
  return ctx;
}

/** The context of an office's member by e-mail, acting as an admin of the office. */
export async function memberContextIn(t: TestApp, slug: string, email: string): Promise<OfficeContext> {
  const ctx = await systemContextIn(t, slug);
  const user = await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { ...ctx, actor: { kind: 'member', userId: user.id, role: 'admin', professionalRole: null } };
}

/** A client of the context's office, made for the test as its own set-up. */
export async function clientIn(t: TestApp, ctx: OfficeContext, firstName: string): Promise<string> {
  return withContext(t.database.db, { tenantId: ctx.tenant.id }, async (trx) => (await trx.insertInto('clients').values({ tenant_id: ctx.tenant.id, first_name: firstName, last_name: 'Cohen' }).returning('id').executeTakeFirstOrThrow()).id);
}

/** Puts a record at a stage, as the workflow runtime (the next slice) will: the test's own set-up. */
export async function putAtStage(t: TestApp, ctx: OfficeContext, id: string, stage: string): Promise<void> {
  await withContext(t.database.db, { tenantId: ctx.tenant.id }, (trx) => trx.updateTable('records').set({ stage }).where('id', '=', id).execute());
}

/** The audit entries of an entity, oldest first. */
export async function auditOf(t: TestApp, entityId: string) {
  return t.database.db.selectFrom('audit_log').select(['event_type', 'service_name', 'entity_type', 'user_id', 'user_agent', 'before', 'after']).where('entity_id', '=', entityId).orderBy('occurred_at').orderBy('id').execute();
}

/**
 * Signs in a member of a demo office with the given roles, made for the test if it is not there yet (a viewer
 * who is an attorney, a user who is a paralegal…), so that the permission checks meet real sessions.
 */
export async function signInMemberAs(t: TestApp, slug: string, local: string, role: 'admin' | 'manager' | 'user' | 'viewer', professionalRole: string | null = null) {
  const db = t.database.db;
  const email = `${local}@${slug}.example.com`;
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!existing) {
    const user = await db.insertInto('users').values({ email, password_hash: null, first_name: 'Test', last_name: local, email_verified_at: new Date(), password_changed_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const tenant = await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    await db.insertInto('memberships').values({ tenant_id: tenant.id, user_id: user.id, role, professional_role: professionalRole }).execute();
  }
  return t.signIn(email);
}
