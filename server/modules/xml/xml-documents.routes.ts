import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BYTES_PER_MB } from '../../../engine/policies/upload-policy';
import { officeContextOf } from '../../context/request-context';
import { safeAttachmentHeaders } from '../../http/attachment-disposition';
import { readSingleFilePart, SingleFileError } from '../../http/single-file-part';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import type { StoredFiles } from '../../storage/delete-quietly';
import { batchDelete, batchTransform, batchValidate } from './xml-batch.service';
import { batchDeleteXmlSchema, batchTransformXmlSchema, batchValidateXmlSchema, exportXmlSchema, transformXmlSchema, uploadXmlSchema, validateXmlSchema } from './xml-batch.schemas';
import { requireXmlPermission } from './xml-documents-access';
import { xmlChangedBody, xmlError, xmlFieldError, xmlTooLarge } from './xml-documents.messages';
import {
  deleteXmlDocumentSchema,
  downloadXmlDocumentSchema,
  downloadXmlTransformationSchema,
  getXmlDocumentSchema,
  listXmlDocumentsSchema,
  officeXmlTagsSchema,
  searchXmlDocumentsSchema,
  xmlContentSchema,
  xmlDataSchema,
  xmlTagsRouteSchema,
  xmlTransformationsSchema,
  xmlValidationResultSchema,
} from './xml-documents.schemas';
import { deleteDocument, documentContent, documentData, getDocument, listDocuments, officeTags, tagDocument } from './xml-documents.service';
import { exportDocuments } from './xml-export.service';
import { XML_BASE, XML_EDIT, XML_FEATURE, XML_VIEW } from './xml-paths';
import { documentDownload, documentTransformations, transformationFile, transformDocument } from './xml-transform.service';
import { cleanFileName, parseChoices, TEXT_FIELDS, type UploadChoices } from './xml-upload';
import { uploadLimitMb, uploadXml } from './xml-upload.service';
import { validateDocumentIn } from './xml-validate.service';

const tenant = { tenant: true } as const;
const byDocument = { tenant: true, idParam: { name: 'documentId', kind: 'xml-document' } } as const;
const byTransformation = { tenant: true, idParam: { name: 'transformationId', kind: 'xml-transformation' } } as const;
const DOCUMENTS = `${XML_BASE}/documents`;

// Reads ask for xml.view, as does an export (it changes nothing); every other call for xml.edit.
const isRead = (method: string, url: string) => method === 'GET' || method === 'HEAD' || url.split('?')[0] === `${XML_BASE}/export`;

/**
 * The one file (field `file`) and the choices of an upload form: 415 when it is no form, 413 past the office's limit
 * (the limit in the message), 400 when it does not hold one file.
 */
async function readUploadForm(request: FastifyRequest, maxSizeMb: number): Promise<{ fileName: string; data: Buffer; choices: UploadChoices }> {
  if (!request.isMultipart()) throw xmlError(415, 'XML_UPLOAD_NOT_MULTIPART');
  try {
    const sent = await readSingleFilePart(request, { field: 'file', maxBytes: maxSizeMb * BYTES_PER_MB, textFields: { names: TEXT_FIELDS, count: TEXT_FIELDS.length, maxBytes: 4096 } });
    const fileName = cleanFileName(sent.fileName);
    if (!fileName) throw xmlFieldError(400, 'XML_UPLOAD_MISSING', 'file');
    return { fileName, data: sent.data, choices: parseChoices(sent.fields) };
  } catch (error) {
    if (!(error instanceof SingleFileError)) throw error;
    if (error.reason === 'too-large') throw xmlTooLarge(maxSizeMb);
    throw error.reason === 'not-a-form' ? xmlError(415, 'XML_UPLOAD_NOT_MULTIPART') : xmlFieldError(400, 'XML_UPLOAD_MISSING', 'file');
  }
}

const sendFile = (reply: FastifyReply, file: { data: Buffer; contentType: string; fileName: string }) => reply.headers(safeAttachmentHeaders(file.fileName, file.contentType)).send(file.data);

/**
 * The XML intake's documents (spec 2 §7 /xml, issue 27): upload, list, search, one document, its content, download,
 * validation, transformations, data and tags, delete, validate, transform, the batch actions and export. The office's
 * xml-documents feature gates each; xml.view reads, xml.edit changes, checked before any body is read.
 */
export async function xmlDocumentsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [XML_FEATURE] });
  app.addHook('preHandler', async (request) => requireXmlPermission(officeContextOf(request), isRead(request.method, request.url) ? XML_VIEW : XML_EDIT));
  // Registered here so that only these routes accept multipart bodies; the handler sets the office's limit.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 4, parts: 5 } });
  const files: StoredFiles = { storage: app.storage, log: app.log };

  app.post(`${XML_BASE}/upload`, { schema: uploadXmlSchema, config: { ...tenant, readsArchive: true } }, async (request, reply) => {
    const ctx = officeContextOf(request);
    const upload = await readUploadForm(request, uploadLimitMb(ctx));
    const made = await uploadXml(ctx, files, upload);
    reply.code(201);
    return xmlChangedBody('XML_DOCUMENTS_UPLOADED', made);
  });

  app.get(DOCUMENTS, { schema: listXmlDocumentsSchema, config: tenant }, async (request) => listDocuments(officeContextOf(request), request.query));
  app.get(`${XML_BASE}/tags`, { schema: officeXmlTagsSchema, config: tenant }, async (request) => ({ success: true as const, data: await officeTags(officeContextOf(request)) }));
  app.get(`${XML_BASE}/search`, { schema: searchXmlDocumentsSchema, config: tenant }, async (request) => listDocuments(officeContextOf(request), request.query));
  app.get(`${DOCUMENTS}/:documentId`, { schema: getXmlDocumentSchema, config: byDocument }, async (request) => ({ success: true as const, data: await getDocument(officeContextOf(request), request.params.documentId) }));
  app.delete(`${DOCUMENTS}/:documentId`, { schema: deleteXmlDocumentSchema, config: byDocument }, async (request) =>
    xmlChangedBody('XML_DOCUMENT_DELETED', await deleteDocument(officeContextOf(request), request.params.documentId)),
  );
  app.get(`${DOCUMENTS}/:documentId/content`, { schema: xmlContentSchema, config: byDocument }, async (request) => ({ success: true as const, data: await documentContent(officeContextOf(request), files, request.params.documentId) }));
  app.get(`${DOCUMENTS}/:documentId/download`, { schema: downloadXmlDocumentSchema, config: byDocument }, async (request, reply) =>
    sendFile(reply, await documentDownload(officeContextOf(request), files, request.params.documentId, request.query.format ?? 'original')),
  );
  app.get(`${DOCUMENTS}/:documentId/validation`, { schema: xmlValidationResultSchema, config: byDocument }, async (request) => ({ success: true as const, data: (await getDocument(officeContextOf(request), request.params.documentId)).validation }));
  app.get(`${DOCUMENTS}/:documentId/transformations`, { schema: xmlTransformationsSchema, config: byDocument }, async (request) => ({ success: true as const, data: await documentTransformations(officeContextOf(request), request.params.documentId) }));
  app.get(`${DOCUMENTS}/:documentId/transformations/:transformationId/download`, { schema: downloadXmlTransformationSchema, config: byTransformation }, async (request, reply) =>
    sendFile(reply, await transformationFile(officeContextOf(request), files, request.params.documentId, request.params.transformationId)),
  );
  app.get(`${DOCUMENTS}/:documentId/data`, { schema: xmlDataSchema, config: byDocument }, async (request) => ({ success: true as const, data: await documentData(officeContextOf(request), files, request.params.documentId) }));
  app.patch(`${DOCUMENTS}/:documentId/tags`, { schema: xmlTagsRouteSchema, config: byDocument }, async (request) =>
    xmlChangedBody('XML_DOCUMENT_TAGGED', await tagDocument(officeContextOf(request), request.params.documentId, request.body.tags)),
  );

  app.post(`${XML_BASE}/validate`, { schema: validateXmlSchema, config: tenant }, async (request) =>
    xmlChangedBody('XML_DOCUMENT_VALIDATED', await validateDocumentIn(officeContextOf(request), files, request.body.documentId, request.body.schemaId)),
  );
  app.post(`${XML_BASE}/transform`, { schema: transformXmlSchema, config: tenant }, async (request) => {
    const { documentId, ...transform } = request.body;
    return xmlChangedBody('XML_DOCUMENT_TRANSFORMED', await transformDocument(officeContextOf(request), files, documentId, transform));
  });
  app.post(`${XML_BASE}/batch/validate`, { schema: batchValidateXmlSchema, config: tenant }, async (request) =>
    xmlChangedBody('XML_BATCH_DONE', await batchValidate(officeContextOf(request), files, request.body.documentIds, request.body.schemaId)),
  );
  app.post(`${XML_BASE}/batch/transform`, { schema: batchTransformXmlSchema, config: tenant }, async (request) => {
    const { documentIds, ...transform } = request.body;
    return xmlChangedBody('XML_BATCH_DONE', await batchTransform(officeContextOf(request), files, documentIds, transform));
  });
  app.post(`${XML_BASE}/batch/delete`, { schema: batchDeleteXmlSchema, config: tenant }, async (request) => xmlChangedBody('XML_BATCH_DONE', await batchDelete(officeContextOf(request), request.body.documentIds)));
  app.post(`${XML_BASE}/export`, { schema: exportXmlSchema, config: tenant }, async (request, reply) => sendFile(reply, await exportDocuments(officeContextOf(request), request.body)));
}
