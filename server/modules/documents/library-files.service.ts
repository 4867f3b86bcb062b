import { randomUUID } from 'node:crypto';
import type { UploadPolicy } from '../../../engine/generated/config-types';
import { officeUploadPolicy } from '../../../engine/policies/office-upload-policy';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { deleteFileQuietly, type StoredFiles } from '../../storage/delete-quietly';
import type { StoredFile } from '../../storage/file-storage';
import { startSubjectWorkflow } from '../workflow-runtime/subject-start';
import { inOfficeWithMail } from '../workflow-runtime/workflow-mail-queue';
import { assertLibraryAccess, libraryReader, type LibraryAction } from './library-access';
import { checkDetails, type DocumentDetails } from './library-details';
import { libraryError } from './library.messages';
import { insertLibraryDocument, insertVersion, readLibraryDocument, readVersion, updateLibraryDocument, versionsOf, type LibraryRow, type VersionRow } from './library.queries';
import { auditDocument, detailColumns, documentNotFound, documentToChange, noteAddedToClient } from './library.service';
import { libraryDocumentTypes } from './library-types';
import { extractText } from './extract-text';
import type { CheckedFile } from './library-upload';
import { libraryDocumentView, versionView, type LibraryDocumentView, type VersionView } from './library.view';

/** Where a version of a library document is stored: tenants/<tenant>/documents/<document>/v<version><.ext>. */
export const versionKey = (tenantId: string, documentId: string, version: number, extension: string): string =>
  `tenants/${tenantId}/documents/${documentId}/v${version}${/^\.[a-z0-9]{1,10}$/.test(extension) ? extension : ''}`;

/**
 * The office's upload policy, once the caller may make this change: no body is read for a call that would be
 * refused (the feature off, a role that may not, a viewer).
 */
export function libraryUploadPolicy(ctx: OfficeContext, action: LibraryAction): UploadPolicy {
  assertLibraryAccess(ctx, action);
  return officeUploadPolicy(ctx.office);
}

/** Refuses a new version of a document the caller does not see (404) or may not change (403), before its file is read. */
export async function assertMayAddVersion(ctx: OfficeContext, id: string): Promise<void> {
  const reader = assertLibraryAccess(ctx, 'edit');
  await inOffice(ctx, (trx) => documentToChange(trx, reader, id));
}

// The current file's columns, its words (for the search) with them.
const fileColumns = (file: CheckedFile, key: string, version: number, text: string) => ({
  file_name: file.fileName,
  content_type: file.contentType,
  size_bytes: file.data.length,
  storage_key: key,
  checksum: file.checksum,
  version,
  extracted_text: text,
});

async function keepVersion(trx: ScopedTransaction, ctx: OfficeContext, documentId: string, file: CheckedFile, key: string, version: number): Promise<void> {
  await insertVersion(trx, {
    tenant_id: ctx.tenant.id,
    document_id: documentId,
    version,
    file_name: file.fileName,
    content_type: file.contentType,
    size_bytes: file.data.length,
    storage_key: key,
    checksum: file.checksum,
    uploaded_by: actorUserId(ctx.actor),
  });
}

// Stores the file first, then runs the change; the file goes again if the change fails.
async function storedThen<T>(files: StoredFiles, key: string, file: CheckedFile, change: () => Promise<T>): Promise<T> {
  await files.storage.put(key, file.data, file.contentType);
  try {
    return await change();
  } catch (error) {
    await deleteFileQuietly(files, key, 'a document file');
    throw error;
  }
}

/**
 * Adds an uploaded file to the library as a new document (version 1), with its details: named after its file unless
 * named, active unless another status is asked for. Audited; noted in its client's activity; the office's document
 * workflow starts on it.
 */
export async function uploadDocument(ctx: OfficeContext, files: StoredFiles, file: CheckedFile, details: DocumentDetails): Promise<LibraryDocumentView> {
  const reader = assertLibraryAccess(ctx, 'create');
  const id = randomUUID();
  const key = versionKey(ctx.tenant.id, id, 1, file.extension);
  const user = actorUserId(ctx.actor);
  // Read before the transaction: the file's words are the CPU's work, not the database's.
  const text = await extractText(file);
  const row = await storedThen(files, key, file, () =>
    inOfficeWithMail(ctx, async (trx) => {
      await checkDetails(trx, details, libraryDocumentTypes(ctx), 'metadata.');
      await insertLibraryDocument(trx, { type: 'other', ...detailColumns(details), name: (details.name ?? file.fileName).trim(), ...fileColumns(file, key, 1, text), id, tenant_id: ctx.tenant.id, uploaded_by: user, owner_id: user });
      await keepVersion(trx, ctx, id, file, key, 1);
      const created = (await readLibraryDocument(trx, reader, id))!;
      await auditDocument(trx, ctx, 'document.upload', id, { after: created });
      await noteAddedToClient(trx, ctx, created);
      await startSubjectWorkflow(trx, ctx, { kind: 'document', id, name: created.name });
      return created;
    }),
  );
  return libraryDocumentView(row);
}

/** Uploads a new file to a document: the next version, the ones before kept. A draft's first file makes it active. Audited. */
export async function addVersion(ctx: OfficeContext, files: StoredFiles, id: string, file: CheckedFile): Promise<LibraryDocumentView> {
  assertLibraryAccess(ctx, 'edit');
  const text = await extractText(file);
  const row = await inOffice(ctx, (trx) => addVersionIn(trx, ctx, files, id, file, text));
  return libraryDocumentView(row);
}

/**
 * Adds a file as the next version of a document in the caller's transaction, as the context's actor may (the
 * system's own work, a signing workflow's sealed PDF, may change any document). Audited.
 */
export async function addVersionIn(trx: ScopedTransaction, ctx: OfficeContext, files: StoredFiles, id: string, file: CheckedFile, text: string): Promise<LibraryRow> {
  const reader = libraryReader(ctx);
  // The number is taken under the row's lock; the key names it, so the file is stored once the number is known.
  const before = await documentToChange(trx, reader, id);
  const version = before.version + 1;
  const key = versionKey(ctx.tenant.id, id, version, file.extension);
  return storedThen(files, key, file, async () => {
    await keepVersion(trx, ctx, id, file, key, version);
    await updateLibraryDocument(trx, id, { ...fileColumns(file, key, version, text), ...(before.status === 'draft' && before.version === 0 ? { status: 'active' } : {}) });
    const after = (await readLibraryDocument(trx, reader, id))!;
    await auditDocument(trx, ctx, 'document.version.create', id, { before, after });
    return after;
  });
}

/** Every version of a document's file the caller sees, newest first. */
export async function listVersions(ctx: OfficeContext, id: string): Promise<VersionView[]> {
  const reader = assertLibraryAccess(ctx, 'view');
  const rows = await inOffice(ctx, async (trx) => {
    if (!(await readLibraryDocument(trx, reader, id))) throw documentNotFound();
    return versionsOf(trx, id);
  });
  return rows.map(versionView);
}

/** A document's file (its current version, or the one asked for) and the name to save it under; 404 when there is none. */
export async function readDocumentFile(ctx: OfficeContext, files: StoredFiles, id: string, version?: number): Promise<{ file: StoredFile; row: LibraryRow; version: VersionRow }> {
  const reader = assertLibraryAccess(ctx, 'view');
  const found = await inOffice(ctx, async (trx) => {
    const row = await readLibraryDocument(trx, reader, id);
    if (!row) throw documentNotFound();
    if (row.version === 0) throw libraryError(404, 'DOCUMENT_HAS_NO_FILE');
    const stored = await readVersion(trx, id, version ?? row.version);
    if (!stored) throw libraryError(404, 'DOCUMENT_VERSION_NOT_FOUND');
    return { row, version: stored };
  });
  const file = await files.storage.get(found.version.storage_key);
  if (!file) {
    files.log.error({ documentId: id, key: found.version.storage_key }, 'a document version has no stored file');
    throw libraryError(404, 'DOCUMENT_VERSION_NOT_FOUND');
  }
  return { file, ...found };
}

/**
 * A version of a document, read in the caller's transaction with no access check: for work whose own rules decide
 * (the version a signing workflow sent, which its link's holder may read).
 */
export function versionIn(trx: ScopedTransaction, documentId: string, version: number): Promise<VersionRow | undefined> {
  return readVersion(trx, documentId, version);
}
