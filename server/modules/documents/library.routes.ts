import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadPolicy } from '../../../engine/generated/config-types';
import { BYTES_PER_MB } from '../../../engine/policies/upload-policy';
import { recordAccess } from '../../audit/record-access';
import { officeContextOf } from '../../context/request-context';
import { safeAttachmentHeaders } from '../../http/attachment-disposition';
import { readSingleFilePart, SingleFileError } from '../../http/single-file-part';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import type { StoredFiles } from '../../storage/delete-quietly';
import { parseMetadata } from './library-details';
import { LIBRARY_BASE } from './library-paths';
import { addVersion, assertMayAddVersion, libraryUploadPolicy, listVersions, readDocumentFile, uploadDocument } from './library-files.service';
import { libraryChangedBody, libraryDoneBody, libraryError } from './library.messages';
import {
  addVersionSchema,
  createLibraryDocumentSchema,
  deleteLibraryDocumentSchema,
  downloadLibraryDocumentSchema,
  getLibraryDocumentSchema,
  libraryTagsSchema,
  listLibrarySchema,
  listVersionsSchema,
  recentLibrarySchema,
  searchLibrarySchema,
  updateLibraryDocumentSchema,
  uploadLibraryDocumentSchema,
} from './library.schemas';
import { documentHistorySchema, listSharesSchema, replaceSharesSchema } from './library-sharing.schemas';
import { listHistory, listShares, replaceShares } from './library-sharing.service';
import { createDraft, deleteDocument, documentTags, listDocuments, readDocument, recentDocuments, updateDocument } from './library.service';
import { checkLibraryFile, FILE_FIELD, METADATA_FIELD, uploadMissing, uploadTooLarge, type SentFile } from './library-upload';


const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'id', kind: 'document' } } as const;

/**
 * The file (field `file`) and, with `withMetadata`, the metadata (field `metadata`) of a multipart form: 415 when
 * it is no form, 413 past the office's limit, 400 when it does not hold one file and at most its metadata.
 */
async function readLibraryForm(request: FastifyRequest, policy: UploadPolicy, withMetadata: boolean): Promise<SentFile> {
  if (!request.isMultipart()) throw libraryError(415, 'DOCUMENT_NOT_MULTIPART');
  try {
    const textFields = withMetadata ? { textFields: { names: [METADATA_FIELD], count: 1, maxBytes: 16_384 } } : {};
    const { fileName, data, fields } = await readSingleFilePart(request, { field: FILE_FIELD, maxBytes: policy.maxSizeMb * BYTES_PER_MB, ...textFields });
    return { fileName, data, metadata: fields[METADATA_FIELD] };
  } catch (error) {
    if (!(error instanceof SingleFileError)) throw error;
    throw error.reason === 'too-large' ? uploadTooLarge(policy) : uploadMissing();
  }
}

/**
 * The office's document library (spec 2 §7): list, search, tags, recent, one document, create, change, delete,
 * upload, versions, download, and each document's shares and history. The office's documents module and the caller's role and the document's sharing
 * decide every call, in the services (library-access.ts), before any body is read.
 */
export async function libraryRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [] });
  // Registered here so that only these routes accept multipart bodies; the handlers set the office's limits.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 1, parts: 2 } });
  const files: StoredFiles = { storage: app.storage, log: app.log };

  app.get(LIBRARY_BASE, { schema: listLibrarySchema, config: tenant }, async (request) => ({ success: true as const, data: await listDocuments(officeContextOf(request), request.query) }));
  app.get(`${LIBRARY_BASE}/search`, { schema: searchLibrarySchema, config: tenant }, async (request) => ({ success: true as const, data: await listDocuments(officeContextOf(request), request.query) }));
  app.get(`${LIBRARY_BASE}/tags`, { schema: libraryTagsSchema, config: tenant }, async (request) => ({ success: true as const, data: await documentTags(officeContextOf(request)) }));
  app.get(`${LIBRARY_BASE}/recent`, { schema: recentLibrarySchema, config: tenant }, async (request) => ({ success: true as const, data: await recentDocuments(officeContextOf(request), request.query.limit) }));
  app.get(`${LIBRARY_BASE}/:id`, { schema: getLibraryDocumentSchema, config: byId }, async (request) => ({ success: true as const, data: await readDocument(officeContextOf(request), request.params.id) }));

  app.post(LIBRARY_BASE, { schema: createLibraryDocumentSchema, config: tenant }, async (request, reply) => {
    const created = await createDraft(officeContextOf(request), request.body);
    reply.code(201);
    return libraryChangedBody('DOCUMENT_CREATED', created);
  });

  app.put(`${LIBRARY_BASE}/:id`, { schema: updateLibraryDocumentSchema, config: byId }, async (request) =>
    libraryChangedBody('DOCUMENT_UPDATED', await updateDocument(officeContextOf(request), request.params.id, request.body)),
  );

  app.delete(`${LIBRARY_BASE}/:id`, { schema: deleteLibraryDocumentSchema, config: byId }, async (request) => {
    await deleteDocument(officeContextOf(request), files, request.params.id);
    return libraryDoneBody('DOCUMENT_DELETED');
  });

  app.post(`${LIBRARY_BASE}/upload`, { schema: uploadLibraryDocumentSchema, config: tenant }, async (request, reply) => {
    const ctx = officeContextOf(request);
    const policy = libraryUploadPolicy(ctx, 'create');
    const sent = await readLibraryForm(request, policy, true);
    const details = parseMetadata(sent.metadata);
    const created = await uploadDocument(ctx, files, checkLibraryFile(sent, policy), details);
    reply.code(201);
    return libraryChangedBody('DOCUMENT_UPLOADED', created);
  });

  app.post(`${LIBRARY_BASE}/:id/versions`, { schema: addVersionSchema, config: byId }, async (request, reply) => {
    const ctx = officeContextOf(request);
    // The document first: no file is read for a document the caller does not see or may not change.
    await assertMayAddVersion(ctx, request.params.id);
    const policy = libraryUploadPolicy(ctx, 'edit');
    const sent = await readLibraryForm(request, policy, false);
    const changed = await addVersion(ctx, files, request.params.id, checkLibraryFile(sent, policy));
    reply.code(201);
    return libraryChangedBody('DOCUMENT_VERSION_ADDED', changed);
  });

  app.get(`${LIBRARY_BASE}/:id/versions`, { schema: listVersionsSchema, config: byId }, async (request) => ({ success: true as const, data: await listVersions(officeContextOf(request), request.params.id) }));

  app.get(`${LIBRARY_BASE}/:id/shares`, { schema: listSharesSchema, config: byId }, async (request) => ({ success: true as const, data: await listShares(officeContextOf(request), request.params.id) }));
  app.put(`${LIBRARY_BASE}/:id/shares`, { schema: replaceSharesSchema, config: byId }, async (request) =>
    libraryChangedBody('DOCUMENTS_SHARED', await replaceShares(officeContextOf(request), request.params.id, request.body.shares)),
  );
  app.get(`${LIBRARY_BASE}/:id/history`, { schema: documentHistorySchema, config: byId }, async (request) => ({ success: true as const, data: await listHistory(officeContextOf(request), request.params.id, request.query) }));

  app.get(`${LIBRARY_BASE}/:id/download`, { schema: downloadLibraryDocumentSchema, config: byId }, async (request, reply) => {
    const ctx = officeContextOf(request);
    const { file, row, version } = await readDocumentFile(ctx, files, request.params.id, request.query.version);
    // The office's audit settings decide whether a read is kept, as for a client's document.
    await recordAccess(ctx, { eventType: 'document.downloaded', serviceName: 'documents', entityType: 'document', entityId: row.id, after: { version: version.version, fileName: version.file_name } });
    return reply
      .headers(safeAttachmentHeaders(version.file_name, version.content_type))
      .send(file.data);
  });
}
