import type { OfficeContext, OfficeRole } from '../../context/office-context';
import { withContext } from '../../db/context';
import type { TestApp } from '../../testing/test-app';
import { systemContextIn } from '../records/records.test-support';

/** The context of a demo user of an office (by e-mail), acting with the given membership and professional role. */
export async function actingAs(t: TestApp, slug: string, email: string, role: OfficeRole, professionalRole: string | null): Promise<OfficeContext> {
  const ctx = await systemContextIn(t, slug);
  const user = await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { ...ctx, actor: { kind: 'member', userId: user.id, role, professionalRole } };
}

/** A client with an e-mail address in the context's office, made for the test as its own set-up. */
export async function clientWithEmail(t: TestApp, ctx: OfficeContext, firstName: string, email: string): Promise<string> {
  return withContext(t.database.db, { tenantId: ctx.tenant.id }, async (trx) =>
    (await trx.insertInto('clients').values({ tenant_id: ctx.tenant.id, first_name: firstName, last_name: 'Cohen', email }).returning('id').executeTakeFirstOrThrow()).id,
  );
}

/** What the workflow runtime wrote about a record: its tasks, notifications (with their user's e-mail) and the mail to an address. */
export async function writtenFor(t: TestApp, recordId: string) {
  const db = t.database.db;
  const tasks = await db.selectFrom('tasks').selectAll().where('record_id', '=', recordId).orderBy('created_at').execute();
  const notifications = await db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id').select(['notifications.kind', 'notifications.message', 'notifications.link', 'notifications.severity', 'users.email']).where('record_id', '=', recordId).execute();
  const record = await db.selectFrom('records').selectAll().where('id', '=', recordId).executeTakeFirstOrThrow();
  return { tasks, notifications, record };
}

/** The mail the outbox holds for an address, oldest first. */
export async function outboxTo(t: TestApp, to: string) {
  return t.database.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body', 'template', 'tenant_id']).where('to_address', '=', to).orderBy('created_at').execute();
}
