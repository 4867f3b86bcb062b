import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { recordAccess } from '../../audit/record-access';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { attachmentDisposition } from '../../http/attachment-disposition';
import { documentChangedBody, documentDoneBody } from './client-documents.messages';
import { addDocumentSchema, deleteDocumentSchema, downloadDocumentSchema, listDocumentsSchema } from './client-documents.schemas';
import { addDocument, assertClientExists, listDocuments, officeDocumentRules, readDocumentFile, removeDocument, type DocumentDeps } from './client-documents.service';
import { readDocumentUpload } from './client-documents.upload';

type IdParams = { Params: { id: string } };
type DocumentParams = { Params: { id: string; docId: string } };
const byId = { tenant: true, idParam: { name: 'id', kind: 'client' } } as const;

/** Documents filed with a client (spec 2 §7 POST /{id}/documents, DELETE /{id}/documents/{docId}), their list and download, under `base`. */
export async function clientDocumentRoutes(app: FastifyInstance, { base, catalog }: { base: string; catalog: OfficeTypeCatalog }): Promise<void> {
  // Registered here so that only these routes accept multipart bodies; the handler sets the office's limits.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 1, parts: 2 } });
  const deps: DocumentDeps = { db: app.database.db, storage: app.storage, log: app.log, catalog };

  app.get<IdParams>(`${base}/:id/documents`, { schema: listDocumentsSchema, config: byId }, async (request) => ({ success: true as const, data: await listDocuments(deps, request, request.params.id) }));

  app.post<IdParams>(`${base}/:id/documents`, { schema: addDocumentSchema, config: byId }, async (request, reply) => {
    // The client first: no file is read for a client the office does not have.
    await assertClientExists(deps, request, request.params.id);
    const rules = await officeDocumentRules(deps, request);
    const upload = await readDocumentUpload(request, rules.policy, rules.isKnownType);
    reply.code(201);
    return documentChangedBody('CLIENT_DOCUMENT_ADDED', await addDocument(deps, request, request.params.id, upload));
  });

  app.get<DocumentParams>(`${base}/:id/documents/:docId/download`, { schema: downloadDocumentSchema, config: byId }, async (request, reply) => {
    const { file, row } = await readDocumentFile(deps, request, request.params.id, request.params.docId);
    await recordAccess(deps.db, request, { eventType: 'client.document.downloaded', serviceName: 'clients', entityType: 'client_document', entityId: row.id, after: { clientId: request.params.id, fileName: row.file_name } });
    return reply
      .headers({
        'content-type': row.content_type,
        'content-disposition': attachmentDisposition(row.file_name),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-security-policy': "default-src 'none'; sandbox",
      })
      .send(file.data);
  });

  app.delete<DocumentParams>(`${base}/:id/documents/:docId`, { schema: deleteDocumentSchema, config: byId }, async (request) => {
    await removeDocument(deps, request, request.params.id, request.params.docId);
    return documentDoneBody('CLIENT_DOCUMENT_DELETED');
  });
}
