import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { DocumentsTable } from '../../db/schema';
import type { DocumentStatus } from '../../db/column-types';
import { deleteFileQuietly, type StoredFiles } from '../../storage/delete-quietly';
import { addActivity } from '../clients/client-history';
import { startSubjectWorkflow } from '../workflow-runtime/subject-start';
import { inOfficeWithMail } from '../workflow-runtime/workflow-mail-queue';
import { assertLibraryAccess, mayChange, type DocumentChange, type LibraryReader } from './library-access';
import { checkDetails, cleanTags, type DocumentDetails } from './library-details';
import { libraryError } from './library.messages';
import { deleteLibraryDocument, insertLibraryDocument, libraryTagCounts, listLibrary, readLibraryDocument, updateLibraryDocument, versionKeysOf, type LibraryFilters, type LibraryRow } from './library.queries';
import { libraryDocumentTypes } from './library-types';
import { libraryDocumentView, type LibraryDocumentView } from './library.view';

/** What a list asks for: its filters (spec 2 §7: documentType, default all), its page, and for a search its words. */
export interface LibraryQuery {
  page?: number;
  limit?: number;
  documentType?: string;
  /** One status, or several (any of them). */
  status?: DocumentStatus | DocumentStatus[];
  /** A stage of the office's document workflow. */
  stage?: string;
  tag?: string;
  clientId?: string;
  recordId?: string;
  q?: string;
}

/** A page of the library, as spec 2 §3 answers it. */
export interface LibraryPage {
  documents: LibraryDocumentView[];
  total: number;
  page: number;
  limit: number;
  isTotalExact: boolean;
}

const MAX_SEARCH_WORDS = 10;

/** 404: the office has no such document, or the caller may not see it (a private one is not theirs). */
export const documentNotFound = () => libraryError(404, 'DOCUMENT_NOT_FOUND');

// The words of a search: letters and digits, lower case, each once; 400 when q holds none.
function searchWords(q: string): string[] {
  const words = [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) throw libraryError(400, 'DOCUMENT_SEARCH_EMPTY');
  return words;
}

// What an audit entry keeps of a document: its view without the names, which are the users' and change with them.
const audited = (row: LibraryRow) => {
  const { ownerName: _owner, uploadedByName: _uploader, ...kept } = libraryDocumentView(row);
  return kept;
};

/** Writes a document change to the audit log, in the transaction that made it. */
export async function auditDocument(trx: ScopedTransaction, ctx: OfficeContext, eventType: string, id: string, change: { before?: LibraryRow; after?: LibraryRow }): Promise<void> {
  await writeAudit(trx, auditActorOf(ctx), {
    eventType,
    serviceName: 'documents',
    entityType: 'document',
    entityId: id,
    ...(change.before ? { before: audited(change.before) } : {}),
    ...(change.after ? { after: audited(change.after) } : {}),
    success: true,
  });
}

/** A page of the documents the caller sees, with the filters asked for; with q, only those matching its words, best first. */
export async function listDocuments(ctx: OfficeContext, query: LibraryQuery): Promise<LibraryPage> {
  const reader = assertLibraryAccess(ctx, 'view');
  const [page, limit] = [query.page ?? 1, query.limit ?? 10];
  const filters: LibraryFilters = {
    ...(query.documentType && query.documentType !== 'all' ? { type: query.documentType } : {}),
    ...(query.status ? { statuses: [query.status].flat() } : {}),
    ...(query.stage ? { stage: query.stage } : {}),
    ...(query.tag ? { tag: query.tag.trim() } : {}),
    ...(query.clientId ? { clientId: query.clientId } : {}),
    ...(query.recordId ? { recordId: query.recordId } : {}),
    ...(query.q !== undefined ? { words: searchWords(query.q) } : {}),
  };
  const { rows, total, isTotalExact } = await inOffice(ctx, (trx) => listLibrary(trx, reader, filters, { offset: (page - 1) * limit, limit }));
  return { documents: rows.map(libraryDocumentView), total, page, limit, isTotalExact };
}

/** The newest documents the caller sees (spec 2 §9: 3 by default). */
export async function recentDocuments(ctx: OfficeContext, limit = 3): Promise<LibraryDocumentView[]> {
  return (await listDocuments(ctx, { limit })).documents;
}

/** The tags on the documents the caller sees, with their counts. */
export async function documentTags(ctx: OfficeContext): Promise<{ tag: string; count: number }[]> {
  const reader = assertLibraryAccess(ctx, 'view');
  return inOffice(ctx, (trx) => libraryTagCounts(trx, reader));
}

/** One document the caller sees; 404 otherwise. */
export async function readDocument(ctx: OfficeContext, id: string): Promise<LibraryDocumentView> {
  const reader = assertLibraryAccess(ctx, 'view');
  const row = await inOffice(ctx, (trx) => readLibraryDocument(trx, reader, id));
  if (!row) throw documentNotFound();
  return libraryDocumentView(row);
}

/**
 * The document a change acts on, locked: 404 when the caller does not see it; 403 when its sharing keeps the change
 * from them: DOCUMENT_PERMISSION_TOO_LOW when it is shared with them with a permission that does not allow it,
 * DOCUMENT_OWNER_ONLY otherwise (library-access.ts, mayChange).
 */
export async function documentToChange(trx: ScopedTransaction, reader: LibraryReader, id: string, change: DocumentChange = 'edit'): Promise<LibraryRow> {
  const row = await readLibraryDocument(trx, reader, id, true);
  if (!row) throw documentNotFound();
  if (!mayChange(reader, row, change)) throw libraryError(403, row.shared_permission ? 'DOCUMENT_PERMISSION_TOO_LOW' : 'DOCUMENT_OWNER_ONLY');
  return row;
}

/** The columns details write. */
export function detailColumns(details: DocumentDetails): Updateable<DocumentsTable> {
  return {
    ...(details.name !== undefined ? { name: details.name.trim() } : {}),
    ...(details.type !== undefined ? { type: details.type } : {}),
    ...(details.status !== undefined ? { status: details.status } : {}),
    ...(details.tags !== undefined ? { tags: cleanTags(details.tags) } : {}),
    ...(details.description !== undefined ? { description: details.description } : {}),
    ...(details.clientId !== undefined ? { client_id: details.clientId } : {}),
    ...(details.recordId !== undefined ? { record_id: details.recordId } : {}),
    ...(details.sharing !== undefined ? { sharing: details.sharing } : {}),
  };
}

/** Notes a new document in its client's activity, when it belongs to one. */
export async function noteAddedToClient(trx: ScopedTransaction, ctx: OfficeContext, row: LibraryRow): Promise<void> {
  if (!row.client_id) return;
  await addActivity(trx, ctx, row.client_id, { type: 'document_added', metadata: { documentId: row.id, documentType: row.type, fileName: row.file_name ?? row.name, size: Number(row.size_bytes) } });
}

/** Creates a document without a file: a draft (unless another status is asked for), its file uploaded later as version 1. Audited. */
export async function createDraft(ctx: OfficeContext, details: DocumentDetails & { name: string }): Promise<LibraryDocumentView> {
  const reader = assertLibraryAccess(ctx, 'create');
  const id = randomUUID();
  const user = actorUserId(ctx.actor);
  const row = await inOfficeWithMail(ctx, async (trx) => {
    await checkDetails(trx, details, libraryDocumentTypes(ctx));
    await insertLibraryDocument(trx, { status: 'draft', type: 'other', ...detailColumns(details), name: details.name.trim(), id, tenant_id: ctx.tenant.id, size_bytes: 0, version: 0, uploaded_by: user, owner_id: user });
    const created = (await readLibraryDocument(trx, reader, id))!;
    await auditDocument(trx, ctx, 'document.create', id, { after: created });
    await noteAddedToClient(trx, ctx, created);
    await startSubjectWorkflow(trx, ctx, { kind: 'document', id, name: created.name });
    return created;
  });
  return libraryDocumentView(row);
}

/** Changes a document's details (not its file). Audited with before and after. */
export async function updateDocument(ctx: OfficeContext, id: string, details: DocumentDetails): Promise<LibraryDocumentView> {
  const reader = assertLibraryAccess(ctx, 'edit');
  const row = await inOffice(ctx, async (trx) => {
    // A change of its sharing is the owner's, the admins' and its managers' (manage allows every edit too).
    const before = await documentToChange(trx, reader, id, details.sharing !== undefined ? 'share' : 'edit');
    await checkDetails(trx, details, libraryDocumentTypes(ctx));
    await updateLibraryDocument(trx, id, detailColumns(details));
    const after = (await readLibraryDocument(trx, reader, id))!;
    await auditDocument(trx, ctx, 'document.update', id, { before, after });
    return after;
  });
  return libraryDocumentView(row);
}

/** Deletes a document: its row and its versions' (audited), then the files of every version. */
export async function deleteDocument(ctx: OfficeContext, files: StoredFiles, id: string): Promise<void> {
  const reader = assertLibraryAccess(ctx, 'delete');
  const keys = await inOffice(ctx, async (trx) => {
    const before = await documentToChange(trx, reader, id, 'delete');
    const stored = await versionKeysOf(trx, id);
    await deleteLibraryDocument(trx, id);
    await auditDocument(trx, ctx, 'document.delete', id, { before });
    return stored;
  });
  for (const key of keys) await deleteFileQuietly(files, key, 'a document file');
}
