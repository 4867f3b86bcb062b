import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { UploadPolicy } from '../../../engine/generated/config-types';
import { BYTES_PER_MB } from '../../../engine/policies/upload-policy';
import { recordAccess } from '../../audit/record-access';
import { officeContextOf } from '../../context/request-context';
import { safeAttachmentHeaders } from '../../http/attachment-disposition';
import { readSingleFilePart, SingleFileError } from '../../http/single-file-part';
import { declareAccess } from '../../plugins/access';
import type { StoredFiles } from '../../storage/delete-quietly';
import { VIEWERS_READ_CLIENTS } from '../clients/client-access';
import { CLIENTS_BASE } from '../clients/client-paths';
import { checkDocumentUpload, documentMissing, documentTooLarge, DOCUMENT_FIELD, DOCUMENT_TYPE_FIELD, type SentDocument } from './document-upload';
import { documentChangedBody, documentDoneBody, documentError } from './documents.messages';
import { addDocumentSchema, deleteDocumentSchema, downloadDocumentSchema, listDocumentsSchema } from './documents.schemas';
import { addDocument, assertClientExists, listDocuments, officeDocumentRules, readDocumentFile, removeDocument } from './documents.service';
import { libraryRoutes } from './library.routes';

const byId = { tenant: true, idParam: { name: 'id', kind: 'client' } } as const;

// The file (field `document`) and its type (field `type`) of a multipart form: 415 when it is no form, 413 past the
// office's limit, 400 when it does not hold one file and at most its type.
async function readDocumentForm(request: FastifyRequest, policy: UploadPolicy): Promise<SentDocument> {
  if (!request.isMultipart()) throw documentError(415, 'CLIENT_DOCUMENT_NOT_MULTIPART');
  try {
    const { fileName, data, fields } = await readSingleFilePart(request, { field: DOCUMENT_FIELD, maxBytes: policy.maxSizeMb * BYTES_PER_MB, textFields: { names: [DOCUMENT_TYPE_FIELD], count: 1, maxBytes: 100 } });
    return { fileName, data, type: fields[DOCUMENT_TYPE_FIELD] };
  } catch (error) {
    if (!(error instanceof SingleFileError)) throw error;
    throw error.reason === 'too-large' ? documentTooLarge(policy) : documentMissing();
  }
}

/**
 * The documents' calls: the office's library (/api/pdf/docs) and a client's documents under the client's path, each
 * in its own context, so that each declares its own access.
 */
export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(clientDocumentsRoutes);
  await app.register(libraryRoutes);
}

/**
 * Documents filed with a client (spec 2 §7 POST /{id}/documents, DELETE /{id}/documents/{docId}), their list and
 * download, under the client's own path: every call acts in the session's office; a viewer may only read.
 */
async function clientDocumentsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // A client's documents, like the client: no feature can take them away (spec 1 §2).
  declareAccess(app, { features: [], readOnly: VIEWERS_READ_CLIENTS });
  // A change to a client's documents is a change to the client: the clients' rule decides it.
  const base = CLIENTS_BASE;
  // Registered here so that only these routes accept multipart bodies; the handler sets the office's limits.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 1, parts: 2 } });
  const files: StoredFiles = { storage: app.storage, log: app.log };

  app.get(`${base}/:id/documents`, { schema: listDocumentsSchema, config: byId }, async (request) => ({ success: true as const, data: await listDocuments(officeContextOf(request), request.params.id) }));

  app.post(`${base}/:id/documents`, { schema: addDocumentSchema, config: byId }, async (request, reply) => {
    const ctx = officeContextOf(request);
    // The client first: no file is read for a client the office does not have.
    await assertClientExists(ctx, request.params.id);
    const rules = officeDocumentRules(ctx);
    const upload = checkDocumentUpload(await readDocumentForm(request, rules.policy), rules.policy, rules.isKnownType);
    reply.code(201);
    return documentChangedBody('CLIENT_DOCUMENT_ADDED', await addDocument(ctx, files, request.params.id, upload));
  });

  app.get(`${base}/:id/documents/:docId/download`, { schema: downloadDocumentSchema, config: byId }, async (request, reply) => {
    const ctx = officeContextOf(request);
    const { file, row } = await readDocumentFile(ctx, files, request.params.id, request.params.docId);
    await recordAccess(ctx, { eventType: 'client.document.downloaded', serviceName: 'clients', entityType: 'client_document', entityId: row.id, after: { clientId: request.params.id, fileName: row.file_name } });
    return reply
      .headers(safeAttachmentHeaders(row.file_name, row.content_type))
      .send(file.data);
  });

  app.delete(`${base}/:id/documents/:docId`, { schema: deleteDocumentSchema, config: byId }, async (request) => {
    await removeDocument(officeContextOf(request), files, request.params.id, request.params.docId);
    return documentDoneBody('CLIENT_DOCUMENT_DELETED');
  });
}
