import { sql, type Insertable, type Selectable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { SigningFieldsTable, SigningParticipantsTable, SigningWorkflowsTable } from '../../db/schema';
import type { LibraryReader } from '../documents/library-access';
import { visibleTo } from '../documents/library-visibility';

/** A box as the office reads it. */
export type FieldRow = Pick<Selectable<SigningFieldsTable>, 'id' | 'participant_id' | 'kind' | 'page' | 'x' | 'y' | 'width' | 'height' | 'required' | 'label' | 'filled_at'>;

/** The lists of /documents/workflows. */
export type SigningView = 'active' | 'waiting' | 'completed' | 'drafts' | 'all';

/** What a list narrows by. */
export interface SigningListFilters {
  view: SigningView;
  statuses?: readonly string[];
  words?: readonly string[];
  documentId?: string;
}

/** A workflow in a list, with its document's and its sender's names and its participants' progress. */
export interface SummaryRow {
  id: string;
  name: string;
  document_id: string;
  document_name: string;
  status: Selectable<SigningWorkflowsTable>['status'];
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  require_order: boolean;
  allow_decline: boolean;
}

const nameOf = sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`;

/** Adds a workflow, its participants and its fields. */
export async function insertWorkflow(trx: ScopedTransaction, workflow: Insertable<SigningWorkflowsTable>, participants: Insertable<SigningParticipantsTable>[], fields: Insertable<SigningFieldsTable>[]): Promise<void> {
  await trx.insertInto('signing_workflows').values(workflow).execute();
  await insertParts(trx, participants, fields);
}

async function insertParts(trx: ScopedTransaction, participants: Insertable<SigningParticipantsTable>[], fields: Insertable<SigningFieldsTable>[]): Promise<void> {
  if (participants.length > 0) await trx.insertInto('signing_participants').values(participants).execute();
  if (fields.length > 0) await trx.insertInto('signing_fields').values(fields).execute();
}

/** Makes a draft's participants and fields these (the old ones removed) and its columns these. */
export async function replaceDraft(trx: ScopedTransaction, id: string, workflow: Partial<Insertable<SigningWorkflowsTable>>, participants: Insertable<SigningParticipantsTable>[], fields: Insertable<SigningFieldsTable>[]): Promise<void> {
  await trx.deleteFrom('signing_fields').where('workflow_id', '=', id).execute();
  await trx.deleteFrom('signing_participants').where('workflow_id', '=', id).execute();
  await trx.updateTable('signing_workflows').set({ ...workflow, updated_at: sql`now()` }).where('id', '=', id).execute();
  await insertParts(trx, participants, fields);
}

/** Removes a workflow (its participants, fields and trail go with it). */
export async function deleteWorkflow(trx: ScopedTransaction, id: string): Promise<void> {
  await trx.deleteFrom('signing_workflows').where('id', '=', id).execute();
}

/** A workflow's boxes, page by page. */
export async function fieldsOf(trx: ScopedTransaction, workflowId: string): Promise<FieldRow[]> {
  return trx.selectFrom('signing_fields').select(['id', 'participant_id', 'kind', 'page', 'x', 'y', 'width', 'height', 'required', 'label', 'filled_at']).where('workflow_id', '=', workflowId).orderBy('page').orderBy('y').orderBy('x').execute();
}

/** The members among these users who are active in the office, with their names and addresses. */
export async function activeMembers(trx: ScopedTransaction, userIds: readonly string[]): Promise<Map<string, { name: string; email: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', nameOf.as('name')])
    .where('m.user_id', 'in', [...userIds])
    .where('m.is_active', '=', true)
    .execute();
  return new Map(rows.map((row) => [row.user_id, { name: row.name ?? row.email, email: row.email }]));
}

/** A member's name, or null. */
export async function userNameOf(trx: ScopedTransaction, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  return (await trx.selectFrom('users as u').select(nameOf.as('name')).where('u.id', '=', userId).executeTakeFirst())?.name ?? null;
}

/** The name of a document the reader sees, or undefined. */
export async function visibleDocumentName(trx: ScopedTransaction, reader: LibraryReader, documentId: string): Promise<string | undefined> {
  return (await trx.selectFrom('documents as d').select('d.name').where('d.id', '=', documentId).where(visibleTo(reader)).executeTakeFirst())?.name;
}

const ACTIVE = ['review', 'signing', 'in_progress'] as const;

// The workflows the reader may see: those of documents they see, and those they take part in.
function seen(trx: ScopedTransaction, reader: LibraryReader) {
  return trx
    .selectFrom('signing_workflows as w')
    .innerJoin('documents as d', (join) => join.onRef('d.id', '=', 'w.document_id').onRef('d.tenant_id', '=', 'w.tenant_id'))
    .where((eb) => {
      if (!reader.userId) return visibleTo(reader)(eb as never);
      const mine = eb.selectFrom('signing_participants as mp').select('mp.workflow_id').where('mp.user_id', '=', reader.userId);
      return eb.or([visibleTo(reader)(eb as never), eb('w.created_by', '=', reader.userId), eb('w.id', 'in', mine)]);
    });
}

// A view's workflows: waiting means a pending participant row of the caller (whose turn the service checks).
function inView(trx: ScopedTransaction, reader: LibraryReader, filters: SigningListFilters) {
  let query = seen(trx, reader);
  if (filters.view === 'active') query = query.where('w.status', 'in', [...ACTIVE]);
  if (filters.view === 'completed') query = query.where('w.status', '=', 'completed');
  if (filters.view === 'drafts') query = query.where('w.status', '=', 'draft');
  if (filters.view === 'waiting') {
    const userId = reader.userId ?? '00000000-0000-0000-0000-000000000000';
    query = query.where('w.status', 'in', [...ACTIVE]).where((eb) => eb.exists(eb.selectFrom('signing_participants as wp').select('wp.id').whereRef('wp.workflow_id', '=', 'w.id').where('wp.user_id', '=', userId).where('wp.status', '=', 'pending')));
  }
  if (filters.statuses?.length) query = query.where('w.status', 'in', filters.statuses as never);
  if (filters.documentId) query = query.where('w.document_id', '=', filters.documentId);
  for (const word of filters.words ?? []) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('w.name', 'ilike', like),
        eb('d.name', 'ilike', like),
        eb.exists(eb.selectFrom('signing_participants as sp').select('sp.id').whereRef('sp.workflow_id', '=', 'w.id').where((inner) => inner.or([inner('sp.name', 'ilike', like), inner('sp.email', 'ilike', like)]))),
      ]),
    );
  }
  return query;
}

/** The ids of the workflows of a view (at most `bound`), newest change first. */
export async function workflowIdsIn(trx: ScopedTransaction, reader: LibraryReader, filters: SigningListFilters, bound: number): Promise<string[]> {
  const rows = await inView(trx, reader, filters).select('w.id').orderBy('w.updated_at', 'desc').orderBy('w.id', 'desc').limit(bound).execute();
  return rows.map((row) => row.id);
}

/** The workflows with these ids, with their document's and sender's names. */
export async function summariesOf(trx: ScopedTransaction, ids: readonly string[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('signing_workflows as w')
    .innerJoin('documents as d', (join) => join.onRef('d.id', '=', 'w.document_id').onRef('d.tenant_id', '=', 'w.tenant_id'))
    .leftJoin('users as u', 'u.id', 'w.created_by')
    .select(['w.id', 'w.name', 'w.document_id', 'd.name as document_name', 'w.status', 'w.created_by', nameOf.as('created_by_name'), 'w.created_at', 'w.updated_at', 'w.completed_at', 'w.require_order', 'w.allow_decline'])
    .where('w.id', 'in', [...ids])
    .execute();
}

/** Whether the reader may see the workflow (its document, or they send or take part in it). */
export async function maySeeWorkflow(trx: ScopedTransaction, reader: LibraryReader, id: string): Promise<boolean> {
  return (await seen(trx, reader).select('w.id').where('w.id', '=', id).executeTakeFirst()) !== undefined;
}

/** The participants of these workflows, in their order, for the lists' progress. */
export async function participantsOfAll(trx: ScopedTransaction, workflowIds: readonly string[]) {
  if (workflowIds.length === 0) return [];
  return trx.selectFrom('signing_participants').select(['id', 'workflow_id', 'role', 'position', 'status', 'name', 'user_id']).where('workflow_id', 'in', [...workflowIds]).orderBy('position').orderBy('id').execute();
}
