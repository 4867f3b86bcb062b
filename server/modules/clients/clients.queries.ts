import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { ClientsTable } from '../../db/schema';

/** A client as the queries read it: every column but the tenant and the generated search text. */
export type ClientRecord = Omit<Selectable<ClientsTable>, 'tenant_id' | 'search_text' | 'birth_date'> & { birth_date: string | null };

/** A client with how many documents, activities and notes it has. */
export type ClientRecordWithCounts = ClientRecord & { documents_count: number; activities_count: number; notes_count: number };

/** The columns a client is written with; the tenant comes from the transaction's office. */
export type ClientColumns = Omit<Insertable<ClientsTable>, 'tenant_id' | 'search_text'>;

/** The columns of a client that a change may set. */
export type ClientChanges = Omit<Updateable<ClientsTable>, 'tenant_id' | 'id' | 'search_text' | 'created_at' | 'created_by'>;

/** Every column of a client the API shows (the birth date apart: see CLIENT_SELECTION). */
const CLIENT_COLUMNS = [
  'id', 'kind', 'first_name', 'last_name', 'id_number', 'gender', 'email', 'phone', 'mobile_phone', 'fax', 'preferred_contact',
  'address', 'professional', 'status', 'priority', 'tags', 'notes', 'assigned_to', 'lead_status', 'lead_score', 'source', 'intake',
  'last_contact_date', 'next_follow_up_date', 'follow_up_notes', 'created_at', 'updated_at', 'created_by', 'last_modified_by',
] as const;

// A date column as its text (YYYY-MM-DD): pg would make it a Date at the server's local midnight.
const birthDate = sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date');

/** What every query of a client selects (or returns). */
export const CLIENT_SELECTION = [...CLIENT_COLUMNS, birthDate] as const;

/** The office's client (row-level security hides other offices'); with `lock`, locked until the transaction ends. */
export async function readClient(trx: ScopedTransaction, id: string, lock = false): Promise<ClientRecord | undefined> {
  const query = trx.selectFrom('clients').select(CLIENT_SELECTION).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The office's client with its counts of documents, activities and notes. */
export async function readClientWithCounts(trx: ScopedTransaction, id: string): Promise<ClientRecordWithCounts | undefined> {
  const row = await trx
    .selectFrom('clients as c')
    .select(CLIENT_COLUMNS.map((column) => `c.${column}` as const))
    .select(birthDate)
    .select((eb) => [
      // The files filed with the client, as its documents tab lists them (a library draft without a file aside).
      eb.selectFrom('documents').select(eb.fn.countAll<string>().as('n')).whereRef('client_id', '=', 'c.id').where('version', '>', 0).as('documents_count'),
      eb.selectFrom('client_activities').select(eb.fn.countAll<string>().as('n')).whereRef('client_id', '=', 'c.id').as('activities_count'),
      eb.selectFrom('client_notes').select(eb.fn.countAll<string>().as('n')).whereRef('client_id', '=', 'c.id').as('notes_count'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, documents_count: Number(row.documents_count ?? 0), activities_count: Number(row.activities_count ?? 0), notes_count: Number(row.notes_count ?? 0) };
}

/** Adds a client to the transaction's office. */
export async function insertClient(trx: ScopedTransaction, tenantId: string, columns: ClientColumns): Promise<ClientRecord> {
  return trx.insertInto('clients').values({ ...columns, tenant_id: tenantId }).returning(CLIENT_SELECTION).executeTakeFirstOrThrow();
}

/** Changes a client's columns and its updated time. */
export async function updateClient(trx: ScopedTransaction, id: string, changes: ClientChanges): Promise<ClientRecord> {
  return trx.updateTable('clients').set({ ...changes, updated_at: sql`now()` }).where('id', '=', id).returning(CLIENT_SELECTION).executeTakeFirstOrThrow();
}

/** Whether any record of the office's modules belongs to the client: such a client is not deleted with them. */
export async function hasRecords(trx: ScopedTransaction, clientId: string): Promise<boolean> {
  return (await trx.selectFrom('records').select('id').where('client_id', '=', clientId).limit(1).executeTakeFirst()) !== undefined;
}

/** Deletes a client; its notes, activities, documents, communications and opportunities go with it. */
export async function deleteClient(trx: ScopedTransaction, id: string): Promise<void> {
  await trx.deleteFrom('clients').where('id', '=', id).execute();
}

/** The office's client with this e-mail address (any case), other than `exceptId`. */
export async function clientIdByEmail(trx: ScopedTransaction, email: string, exceptId?: string): Promise<string | undefined> {
  let query = trx.selectFrom('clients').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** Whether a user is an active member of the transaction's office. */
export async function isOfficeMember(trx: ScopedTransaction, userId: string): Promise<boolean> {
  const row = await trx.selectFrom('memberships').select('user_id').where('user_id', '=', userId).where('is_active', '=', true).executeTakeFirst();
  return row !== undefined;
}

/** The storage keys of every version of a client's documents, to delete their files once the client is gone. */
export async function documentKeysOf(trx: ScopedTransaction, clientId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('document_versions as v')
    .innerJoin('documents as d', (join) => join.onRef('d.tenant_id', '=', 'v.tenant_id').onRef('d.id', '=', 'v.document_id'))
    .select('v.storage_key')
    .where('d.client_id', '=', clientId)
    .execute();
  return rows.map((row) => row.storage_key);
}
