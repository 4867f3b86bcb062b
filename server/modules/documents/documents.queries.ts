import { sql, type Selectable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { DocumentsTable } from '../../db/schema';
import type { SharePermission } from '../../db/column-types';
import type { LibraryReader } from './library-access';
import { sharedPermission, visibleTo } from './library-visibility';

/** A client's document as the tab's queries read it (one with a file), with the name of who uploaded it when they are still a visible user. */
export type DocumentRecord = Pick<Selectable<DocumentsTable>, 'id' | 'type' | 'size_bytes' | 'uploaded_by' | 'created_at' | 'sharing' | 'owner_id'> & {
  file_name: string;
  content_type: string;
  storage_key: string;
  uploaded_by_name: string | null;
  shared_permission: SharePermission | null;
};

/** What a new document is written with. */
export interface DocumentColumns {
  id: string;
  type: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  checksum: string;
}

const uploaderName = sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as('uploaded_by_name');

/** The office's client the documents are filed with (row-level security hides other offices'); with `lock`, locked until the transaction ends. */
export async function clientOfDocuments(trx: ScopedTransaction, clientId: string, lock = false): Promise<{ id: string } | undefined> {
  const query = trx.selectFrom('clients').select('id').where('id', '=', clientId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

// A client's documents that have a file (a library draft has none yet), those the reader may see: a private one
// only its owner, the office's admins and the members it is shared with (library-access.ts).
function selectDocuments(trx: ScopedTransaction, reader: LibraryReader) {
  return trx
    .selectFrom('documents as d')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by')
    .select(['d.id', 'd.type', 'd.size_bytes', 'd.uploaded_by', 'd.created_at', 'd.sharing', 'd.owner_id', uploaderName, sharedPermission(reader)])
    .select([sql<string>`d.file_name`.as('file_name'), sql<string>`d.content_type`.as('content_type'), sql<string>`d.storage_key`.as('storage_key')])
    .where('d.version', '>', 0)
    .where(visibleTo(reader));
}

/** A client's documents, newest first. */
export async function documentsOf(trx: ScopedTransaction, reader: LibraryReader, clientId: string): Promise<DocumentRecord[]> {
  return selectDocuments(trx, reader).where('d.client_id', '=', clientId).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute();
}

/** One document of a client; with `lock`, locked until the transaction ends. */
export async function readDocument(trx: ScopedTransaction, reader: LibraryReader, clientId: string, documentId: string, lock = false): Promise<DocumentRecord | undefined> {
  const query = selectDocuments(trx, reader).where('d.client_id', '=', clientId).where('d.id', '=', documentId);
  return (lock ? query.forUpdate(['d']) : query).executeTakeFirst();
}

/** Files a document with a client, as a document of the library (named after its file, owned by its uploader) and its first version. */
export async function insertDocument(trx: ScopedTransaction, tenantId: string, clientId: string, userId: string | null, columns: DocumentColumns): Promise<void> {
  await trx.insertInto('documents').values({ ...columns, name: columns.file_name, tenant_id: tenantId, client_id: clientId, uploaded_by: userId, owner_id: userId }).execute();
  const { id, type: _type, ...file } = columns;
  await trx.insertInto('document_versions').values({ ...file, tenant_id: tenantId, document_id: id, version: 1, uploaded_by: userId }).execute();
}
