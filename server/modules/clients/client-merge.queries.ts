import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import { CLIENT_SELECTION, type ClientChanges, type ClientRecord } from './clients.queries';

/** The tables whose rows belong to a client and move with a merge. */
export const CHILD_TABLES = ['client_notes', 'client_activities', 'documents', 'client_communications', 'opportunities', 'records'] as const;

/** One of the tables whose rows belong to a client. */
export type ChildTable = (typeof CHILD_TABLES)[number];

/** The office's clients among `ids` (row-level security hides other offices'); with `lock`, locked until the transaction ends. */
export async function readClientsById(trx: ScopedTransaction, ids: string[], lock = false): Promise<ClientRecord[]> {
  const query = trx.selectFrom('clients').select(CLIENT_SELECTION).where('id', 'in', ids).orderBy('id');
  return (lock ? query.forUpdate() : query).execute();
}

/** The ids of a table's rows belonging to each of the clients, by client. */
export async function childIdsOf(trx: ScopedTransaction, table: ChildTable, clientIds: string[]): Promise<Map<string, string[]>> {
  const rows = await trx.selectFrom(table).select(['id', 'client_id']).where('client_id', 'in', clientIds).orderBy('id').execute();
  const byClient = new Map<string, string[]>(clientIds.map((id) => [id, []]));
  for (const row of rows) if (row.client_id !== null) byClient.get(row.client_id)?.push(row.id);
  return byClient;
}

/** Moves a table's rows of the clients to another client. */
export async function moveChildren(trx: ScopedTransaction, table: ChildTable, fromIds: string[], toId: string): Promise<void> {
  await trx.updateTable(table).set({ client_id: toId }).where('client_id', 'in', fromIds).execute();
}

/** Deletes clients (their rows must have moved first, or they go with them). */
export async function deleteClients(trx: ScopedTransaction, ids: string[]): Promise<void> {
  await trx.deleteFrom('clients').where('id', 'in', ids).execute();
}

/** Changes a client's columns, its created time included (a merge keeps the earliest), and its updated time. */
export async function updateMergedClient(trx: ScopedTransaction, id: string, changes: ClientChanges & { created_at?: Date }): Promise<ClientRecord> {
  return trx.updateTable('clients').set({ ...changes, updated_at: sql`now()` }).where('id', '=', id).returning(CLIENT_SELECTION).executeTakeFirstOrThrow();
}
