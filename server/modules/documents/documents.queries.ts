import { sql, type Selectable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { ClientDocumentsTable } from '../../db/schema';

/** A document as the queries read it, with the name of who uploaded it when they are still a visible user. */
export type DocumentRecord = Omit<Selectable<ClientDocumentsTable>, 'tenant_id' | 'client_id'> & { uploaded_by_name: string | null };

/** What a new document is written with. */
export interface DocumentColumns {
  id: string;
  type: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
}

const uploaderName = sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as('uploaded_by_name');

/** The office's client the documents are filed with (row-level security hides other offices'); with `lock`, locked until the transaction ends. */
export async function clientOfDocuments(trx: ScopedTransaction, clientId: string, lock = false): Promise<{ id: string } | undefined> {
  const query = trx.selectFrom('clients').select('id').where('id', '=', clientId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

function selectDocuments(trx: ScopedTransaction) {
  return trx
    .selectFrom('client_documents as d')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by')
    .select(['d.id', 'd.type', 'd.file_name', 'd.content_type', 'd.size_bytes', 'd.storage_key', 'd.uploaded_by', 'd.created_at', uploaderName]);
}

/** A client's documents, newest first. */
export async function documentsOf(trx: ScopedTransaction, clientId: string): Promise<DocumentRecord[]> {
  return selectDocuments(trx).where('d.client_id', '=', clientId).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute();
}

/** One document of a client; with `lock`, locked until the transaction ends. */
export async function readDocument(trx: ScopedTransaction, clientId: string, documentId: string, lock = false): Promise<DocumentRecord | undefined> {
  const query = selectDocuments(trx).where('d.client_id', '=', clientId).where('d.id', '=', documentId);
  return (lock ? query.forUpdate(['d']) : query).executeTakeFirst();
}

/** Files a document with a client. */
export async function insertDocument(trx: ScopedTransaction, tenantId: string, clientId: string, userId: string | null, columns: DocumentColumns): Promise<void> {
  await trx.insertInto('client_documents').values({ ...columns, tenant_id: tenantId, client_id: clientId, uploaded_by: userId }).execute();
}

/** Removes a document's row (its file is the storage's). */
export async function deleteDocument(trx: ScopedTransaction, documentId: string): Promise<void> {
  await trx.deleteFrom('client_documents').where('id', '=', documentId).execute();
}
