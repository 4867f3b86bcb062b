import { createHash, randomUUID } from 'node:crypto';
import { documentTypeOptions } from '../../../engine/clients/document-types';
import type { UploadPolicy } from '../../../engine/generated/config-types';
import { officeUploadPolicy } from '../../../engine/policies/office-upload-policy';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import { startSubjectWorkflow } from '../workflow-runtime/subject-start';
import { inOfficeWithMail } from '../workflow-runtime/workflow-mail-queue';
import { deleteFileQuietly, type StoredFiles } from '../../storage/delete-quietly';
import type { StoredFile } from '../../storage/file-storage';
import { clientNotFound } from '../clients/client-errors';
import { recordClientChange } from '../clients/client-history';
import type { DocumentUpload } from './document-upload';
import { documentError } from './documents.messages';
import { clientOfDocuments, documentsOf, insertDocument, readDocument, type DocumentRecord } from './documents.queries';
import { libraryReader, mayChange } from './library-access';
import { libraryError } from './library.messages';
import { deleteLibraryDocument, versionKeysOf } from './library.queries';

/** A document as the API answers it. */
export interface DocumentView {
  id: string;
  type: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: string | null;
  uploadedByName: string | null;
  uploadedAt: string;
}

/** The rules the office holds documents to: its upload policy and the document types it offers. */
export interface OfficeDocumentRules {
  policy: UploadPolicy;
  isKnownType(type: string): boolean;
}

/** The API view of a document (its storage key stays on the server). */
export function documentView(row: DocumentRecord): DocumentView {
  return {
    id: row.id,
    type: row.type,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size_bytes),
    uploadedBy: row.uploaded_by,
    uploadedByName: row.uploaded_by_name,
    uploadedAt: new Date(row.created_at).toISOString(),
  };
}

/** Where a client's document is stored: tenants/<tenant>/clients/<client>/documents/<document><.ext>. */
export const documentKey = (tenantId: string, clientId: string, documentId: string, extension: string): string =>
  `tenants/${tenantId}/clients/${clientId}/documents/${documentId}${/^\.[a-z0-9]{1,10}$/.test(extension) ? extension : ''}`;

const documentNotFound = () => documentError(404, 'CLIENT_DOCUMENT_NOT_FOUND');

/** The office's upload policy (its own, else spec 2 §5's) and the types its document-upload form offers, plus 'other'. */
export function officeDocumentRules(ctx: OfficeContext): OfficeDocumentRules {
  const types = new Set(documentTypeOptions(ctx.office.forms.documentUpload).map((option) => option.value));
  return { policy: officeUploadPolicy(ctx.office), isKnownType: (type) => types.has(type) };
}

/** Refuses with 404 unless the office has the client: checked before a body is read, so nothing is read for nothing. */
export async function assertClientExists(ctx: OfficeContext, clientId: string): Promise<void> {
  const found = await inOffice(ctx, (trx) => clientOfDocuments(trx, clientId));
  if (!found) throw clientNotFound();
}

/** A client's documents, newest first; 404 when the office has no such client. */
export async function listDocuments(ctx: OfficeContext, clientId: string): Promise<DocumentView[]> {
  const rows = await inOffice(ctx, async (trx) => {
    if (!(await clientOfDocuments(trx, clientId))) throw clientNotFound();
    return documentsOf(trx, libraryReader(ctx), clientId);
  });
  return rows.map(documentView);
}

/** Stores a checked upload and files it with the client; audited, and document_added in the client's activity. */
export async function addDocument(ctx: OfficeContext, files: StoredFiles, clientId: string, upload: DocumentUpload): Promise<DocumentView> {
  const tenantId = ctx.tenant.id;
  const id = randomUUID();
  const key = documentKey(tenantId, clientId, id, upload.extension);
  await files.storage.put(key, upload.data, upload.contentType);
  try {
    // The document workflow's mail leaves once the transaction has committed.
    const row = await inOfficeWithMail(ctx, async (trx) => {
      if (!(await clientOfDocuments(trx, clientId, true))) throw clientNotFound();
      const checksum = createHash('sha256').update(upload.data).digest('hex');
      await insertDocument(trx, tenantId, clientId, actorUserId(ctx.actor), { id, type: upload.type, file_name: upload.fileName, content_type: upload.contentType, size_bytes: upload.data.length, storage_key: key, checksum });
      const document = (await readDocument(trx, libraryReader(ctx), clientId, id))!;
      const { uploadedByName: _name, ...after } = documentView(document);
      await recordClientChange(trx, ctx, clientId, { eventType: 'client.document.create', entityType: 'client_document', entityId: id, after: { clientId, ...after } }, [
        { type: 'document_added', metadata: { documentId: id, documentType: upload.type, fileName: upload.fileName, size: upload.data.length } },
      ]);
      await startSubjectWorkflow(trx, ctx, { kind: 'document', id, name: upload.fileName });
      return document;
    });
    return documentView(row);
  } catch (error) {
    await deleteFileQuietly(files, key, 'a client document file');
    throw error;
  }
}

/** A document's file and the name to save it under; 404 when the office has no such client, document or file. */
export async function readDocumentFile(ctx: OfficeContext, files: StoredFiles, clientId: string, documentId: string): Promise<{ file: StoredFile; row: DocumentRecord }> {
  const row = await inOffice(ctx, async (trx) => {
    if (!(await clientOfDocuments(trx, clientId))) throw clientNotFound();
    return readDocument(trx, libraryReader(ctx), clientId, documentId);
  });
  if (!row) throw documentNotFound();
  const file = await files.storage.get(row.storage_key);
  if (!file) {
    files.log.error({ documentId, key: row.storage_key }, 'a client document has no stored file');
    throw documentNotFound();
  }
  return { file, row };
}

/** Deletes a document: its row (audited, and noted in the client's activity), then the files of all its versions. */
export async function removeDocument(ctx: OfficeContext, files: StoredFiles, clientId: string, documentId: string): Promise<void> {
  const removed = await inOffice(ctx, async (trx) => {
    if (!(await clientOfDocuments(trx, clientId, true))) throw clientNotFound();
    const reader = libraryReader(ctx);
    const current = await readDocument(trx, reader, clientId, documentId, true);
    if (!current) throw documentNotFound();
    // A team document of the library, filed with the client, is its owner's, the admins' and its managers' to delete.
    if (!mayChange(reader, current, 'delete')) throw libraryError(403, 'DOCUMENT_OWNER_ONLY');
    const keys = await versionKeysOf(trx, documentId);
    await deleteLibraryDocument(trx, documentId);
    const { uploadedByName: _name, ...before } = documentView(current);
    // The activity vocabulary has no "document removed": an update of the client's file, saying what went.
    await recordClientChange(trx, ctx, clientId, { eventType: 'client.document.delete', entityType: 'client_document', entityId: documentId, before: { clientId, ...before } }, [
      { type: 'updated', metadata: { documentId, documentType: current.type, fileName: current.file_name, deleted: true } },
    ]);
    return keys;
  });
  for (const key of removed) await deleteFileQuietly(files, key, 'a client document file');
}
