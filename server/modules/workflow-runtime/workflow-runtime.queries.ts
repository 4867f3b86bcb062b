import { sql, type Insertable, type Updateable } from 'kysely';
import type { OfficeRole } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';
import type { RecordRow } from '../records/record.view';

type RecordEventColumns = Omit<Insertable<Database['record_events']>, 'tenant_id'>;
type TaskColumns = Omit<Insertable<Database['tasks']>, 'tenant_id'>;

/** The workflow's columns of a record and what a workflow action may change besides. */
export type WorkflowChanges = Pick<Updateable<Database['records']>, 'stage' | 'workflow_snapshot' | 'stage_entered_at' | 'data' | 'title' | 'search_text' | 'last_modified_by'>;

const fullName = sql<string | null>`nullif(trim(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')), '')`;

/** A module's record (row-level security hides other offices'); with `lock`, locked until the transaction ends. */
export async function readWorkflowRecord(trx: ScopedTransaction, module: string, id: string, lock = false): Promise<RecordRow | undefined> {
  const query = trx.selectFrom('records').selectAll().where('module', '=', module).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Sets a record's workflow columns (and fields an action set); `bump` moves its version and updated time on. */
export async function writeWorkflowColumns(trx: ScopedTransaction, id: string, changes: WorkflowChanges, bump: boolean): Promise<RecordRow> {
  const moved = bump ? { version: sql<number>`version + 1`, updated_at: sql<Date>`now()` } : {};
  return trx.updateTable('records').set({ ...changes, ...moved }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Adds a line to a record's history. */
export async function insertRecordEvent(trx: ScopedTransaction, tenantId: string, event: RecordEventColumns): Promise<void> {
  // Each line its own time (now() is the transaction's start): a move and its actions keep their order.
  await trx.insertInto('record_events').values({ at: sql<Date>`clock_timestamp()`, ...event, tenant_id: tenantId }).execute();
}

/** A record's history, oldest first, with the names of who acted and who approved. */
export async function listRecordEvents(trx: ScopedTransaction, recordId: string) {
  return trx
    .selectFrom('record_events')
    .leftJoin('users', 'users.id', 'record_events.actor_id')
    .leftJoin('users as approver', 'approver.id', 'record_events.approved_by')
    .selectAll('record_events')
    .select([fullName.as('actor_full_name'), sql<string | null>`nullif(trim(coalesce(approver.first_name, '') || ' ' || coalesce(approver.last_name, '')), '')`.as('approver_name')])
    .where('record_events.record_id', '=', recordId)
    .orderBy('record_events.at')
    .orderBy('record_events.id')
    .execute();
}

/** Adds a task and answers its id. */
export async function insertTask(trx: ScopedTransaction, tenantId: string, task: TaskColumns): Promise<string> {
  return (await trx.insertInto('tasks').values({ ...task, tenant_id: tenantId }).returning('id').executeTakeFirstOrThrow()).id;
}

/** The office's active members holding a role, as their membership role or their professional role; `team` and `*` are everyone. */
export async function activeMembersWithRole(trx: ScopedTransaction, role: string): Promise<{ userId: string; email: string }[]> {
  // A role that is no platform role simply matches no membership role: the cast only satisfies the column's type.
  let query = trx.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.user_id').select(['memberships.user_id as userId', 'users.email']).where('memberships.is_active', '=', true);
  if (role !== 'team' && role !== '*') query = query.where((eb) => eb.or([eb('memberships.role', '=', role as OfficeRole), eb('memberships.professional_role', '=', role)]));
  return query.orderBy('memberships.user_id').execute();
}

/** A member's e-mail address, when the user is a member of the office. */
export async function memberEmail(trx: ScopedTransaction, userId: string): Promise<string | undefined> {
  const row = await trx.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.user_id').select('users.email').where('memberships.user_id', '=', userId).executeTakeFirst();
  return row?.email;
}

/** A client's e-mail address and name. */
export async function clientContact(trx: ScopedTransaction, clientId: string): Promise<{ email: string | null; name: string } | undefined> {
  const row = await trx.selectFrom('clients').select(['email', 'first_name', 'last_name']).where('id', '=', clientId).executeTakeFirst();
  return row && { email: row.email, name: `${row.first_name} ${row.last_name}`.trim() };
}

/** The columns of a subject's workflow run as it is made (the record's id is its subject's). */
export type SubjectRunColumns = Pick<Insertable<Database['records']>, 'id' | 'module' | 'entity' | 'title' | 'data' | 'search_text' | 'subject_client_id' | 'document_id' | 'created_by' | 'last_modified_by'>;

/** Adds a subject's workflow run to the records store. */
export async function insertSubjectRun(trx: ScopedTransaction, tenantId: string, run: SubjectRunColumns): Promise<RecordRow> {
  return trx.insertInto('records').values({ ...run, tenant_id: tenantId }).returningAll().executeTakeFirstOrThrow();
}

/** Whether the office has the client, or the client has the document (row-level security hides other offices'). */
export async function subjectExists(trx: ScopedTransaction, subject: { clientId: string; documentId?: string }): Promise<boolean> {
  const found = subject.documentId
    ? await trx.selectFrom('documents').select('id').where('id', '=', subject.documentId).where('client_id', '=', subject.clientId).executeTakeFirst()
    : await trx.selectFrom('clients').select('id').where('id', '=', subject.clientId).executeTakeFirst();
  return found !== undefined;
}

/** The client a subject's run belongs to: the client itself, or the client its document is filed with. */
export async function clientOfRun(trx: ScopedTransaction, run: Pick<RecordRow, 'subject_client_id' | 'document_id'>): Promise<string | null> {
  if (run.subject_client_id) return run.subject_client_id;
  if (!run.document_id) return null;
  return (await trx.selectFrom('documents').select('client_id').where('id', '=', run.document_id).executeTakeFirst())?.client_id ?? null;
}
