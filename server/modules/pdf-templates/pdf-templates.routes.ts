import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BYTES_PER_MB } from '../../../engine/policies/upload-policy';
import { pdfTemplateMessages } from '../../../engine/pdf-forms/pdf-template-messages';
import { officeContextOf } from '../../context/request-context';
import { safeAttachmentHeaders } from '../../http/attachment-disposition';
import type { SchemaTypes } from '../../http/schema-types';
import { readSingleFilePart, SingleFileError } from '../../http/single-file-part';
import { declareAccess } from '../../plugins/access';
import { fieldError } from '../../plugins/errors';
import type { StoredFiles } from '../../storage/delete-quietly';
import { libraryUploadPolicy } from '../documents/library-files.service';
import { checkLibraryFile, FILE_FIELD, uploadTooLarge } from '../documents/library-upload';
import { parseTemplatePart, TEMPLATE_FIELD } from './pdf-template-input';
import { PDF_FORMS_FEATURE, PDF_TEMPLATES_BASE } from './pdf-templates-paths';
import { pdfTemplateError, templateChangedBody } from './pdf-templates.messages';
import {
  createPdfTemplateSchema,
  deletePdfTemplateSchema,
  fillPdfTemplateSchema,
  getPdfTemplateSchema,
  listPdfTemplatesSchema,
  templatePdfSchema,
  updatePdfTemplateSchema,
  uploadPdfTemplateSchema,
} from './pdf-templates.schemas';
import { createPdfTemplate, deletePdfTemplate, fillPdfTemplate, getPdfTemplate, listPdfTemplates, templatePdf, updatePdfTemplate, uploadPdfTemplate } from './pdf-templates.service';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'templateId', kind: 'pdf-template' } } as const;

// The PDF (field `file`) and the template's JSON (field `template`) of a multipart form: 400 "PDF file is required" without a file.
async function readTemplateForm(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw pdfTemplateError(415, 'PDF_TEMPLATE_INVALID', [fieldError(FILE_FIELD, pdfTemplateMessages({ code: 'PDF_REQUIRED' }))]);
  try {
    const { fileName, data, fields } = await readSingleFilePart(request, { field: FILE_FIELD, maxBytes, textFields: { names: [TEMPLATE_FIELD], count: 1, maxBytes: 256_000 } });
    return { fileName, data, template: fields[TEMPLATE_FIELD] };
  } catch (error) {
    if (!(error instanceof SingleFileError)) throw error;
    if (error.reason === 'too-large') return 'too-large' as const;
    throw pdfTemplateError(400, 'PDF_TEMPLATE_INVALID', [fieldError(FILE_FIELD, pdfTemplateMessages({ code: 'PDF_REQUIRED' }))]);
  }
}

/**
 * The office's PDF templates (issue 25, spec 2 §3): list, create on a library PDF or an uploaded one, read, change,
 * delete, the original PDF, and fill (the PDF with values drawn in). The office's pdf-forms feature gates every
 * route; the library's rules decide what the caller sees and may change.
 */
export async function pdfTemplatesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [PDF_FORMS_FEATURE] });
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 1, parts: 2 } });
  const files: StoredFiles = { storage: app.storage, log: app.log };

  app.get(PDF_TEMPLATES_BASE, { schema: listPdfTemplatesSchema, config: tenant }, async (request) => ({ success: true as const, data: await listPdfTemplates(officeContextOf(request), request.query) }));

  app.post(PDF_TEMPLATES_BASE, { schema: createPdfTemplateSchema, config: tenant }, async (request, reply) => {
    const created = await createPdfTemplate(officeContextOf(request), files, request.body);
    reply.code(201);
    return templateChangedBody('PDF_TEMPLATE_CREATED', created);
  });

  app.post(`${PDF_TEMPLATES_BASE}/upload`, { schema: uploadPdfTemplateSchema, config: tenant }, async (request, reply) => {
    const ctx = officeContextOf(request);
    const policy = libraryUploadPolicy(ctx, 'create');
    const sent = await readTemplateForm(request, policy.maxSizeMb * BYTES_PER_MB);
    if (sent === 'too-large') throw uploadTooLarge(policy);
    const input = parseTemplatePart(sent.template);
    const created = await uploadPdfTemplate(ctx, files, checkLibraryFile(sent, policy), input);
    reply.code(201);
    return templateChangedBody('PDF_TEMPLATE_CREATED', created);
  });

  app.get(`${PDF_TEMPLATES_BASE}/:templateId`, { schema: getPdfTemplateSchema, config: byId }, async (request) => ({ success: true as const, data: await getPdfTemplate(officeContextOf(request), request.params.templateId) }));
  app.put(`${PDF_TEMPLATES_BASE}/:templateId`, { schema: updatePdfTemplateSchema, config: byId }, async (request) =>
    templateChangedBody('PDF_TEMPLATE_UPDATED', await updatePdfTemplate(officeContextOf(request), request.params.templateId, request.body)),
  );
  app.delete(`${PDF_TEMPLATES_BASE}/:templateId`, { schema: deletePdfTemplateSchema, config: byId }, async (request) =>
    templateChangedBody('PDF_TEMPLATE_DELETED', await deletePdfTemplate(officeContextOf(request), request.params.templateId)),
  );

  app.get(`${PDF_TEMPLATES_BASE}/:templateId/pdf`, { schema: templatePdfSchema, config: byId }, async (request, reply) => {
    const { data, fileName } = await templatePdf(officeContextOf(request), files, request.params.templateId);
    return reply.headers(safeAttachmentHeaders(fileName, 'application/pdf')).send(Buffer.from(data));
  });
  app.post(`${PDF_TEMPLATES_BASE}/:templateId/fill`, { schema: fillPdfTemplateSchema, config: byId }, async (request, reply) => {
    const { data, fileName } = await fillPdfTemplate(officeContextOf(request), files, request.params.templateId, request.body.values);
    return reply.headers(safeAttachmentHeaders(fileName, 'application/pdf')).send(Buffer.from(data));
  });
}
