import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import { safeAttachmentHeaders } from '../../http/attachment-disposition';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import type { StoredFiles } from '../../storage/delete-quietly';
import { assertLibraryAccess } from '../documents/library-access';
import { LIBRARY_BASE } from '../documents/library-paths';
import { generateDocument, previewTemplate } from './document-generation.service';
import { createAuthoredTemplate, deleteAuthoredTemplateById, previewDraftTemplate, updateAuthoredTemplateBody } from './authored-templates.service';
import { generatedBody, templateChangeBody } from './document-templates.messages';
import {
  createTemplateSchema,
  deleteTemplateSchema,
  generateDocumentSchema,
  getTemplateSchema,
  listTemplatesSchema,
  previewDraftSchema,
  previewTemplateSchema,
  updateTemplateSchema,
} from './document-templates.schemas';
import { officeTemplate, officeTemplates, templateView } from './office-templates';

/** Where the templates' calls live (spec 2 §7: GET /pdf/templates?documentType, GET /pdf/templates/{id}). */
export const TEMPLATES_BASE = '/api/pdf/templates';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'id', kind: 'document-template' } } as const;

// A PDF produced only to be looked at: an attachment, never sniffed, run in a sandbox, never cached.
const pdfHeaders = (title: string) => safeAttachmentHeaders(`${title}.pdf`, 'application/pdf');

/**
 * The office's document templates, its office type's and those it writes itself: list them, read one, write,
 * change and delete its own, preview one (or an unsaved draft) produced for a client or a record, and produce one
 * into the library (POST /api/pdf/docs/generate). The library's access rules decide every call.
 */
export async function documentTemplatesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [] });
  const files: StoredFiles = { storage: app.storage, log: app.log };

  app.get(TEMPLATES_BASE, { schema: listTemplatesSchema, config: tenant }, async (request) => {
    const ctx = officeContextOf(request);
    assertLibraryAccess(ctx, 'view');
    const type = request.query.documentType ?? 'all';
    const templates = (await officeTemplates(ctx)).filter((template) => type === 'all' || template.documentType === type);
    return { success: true as const, data: templates.map((template) => templateView(ctx, template)) };
  });

  app.get(`${TEMPLATES_BASE}/:id`, { schema: getTemplateSchema, config: byId }, async (request) => {
    const ctx = officeContextOf(request);
    assertLibraryAccess(ctx, 'view');
    return { success: true as const, data: templateView(ctx, await officeTemplate(ctx, request.params.id)) };
  });

  app.post(TEMPLATES_BASE, { schema: createTemplateSchema, config: tenant }, async (request, reply) => {
    const ctx = officeContextOf(request);
    const created = await createAuthoredTemplate(ctx, request.body);
    reply.code(201);
    return templateChangeBody('TEMPLATE_CREATED', templateView(ctx, created));
  });

  app.patch(`${TEMPLATES_BASE}/:id`, { schema: updateTemplateSchema, config: byId }, async (request) => {
    const ctx = officeContextOf(request);
    const changed = await updateAuthoredTemplateBody(ctx, request.params.id, request.body as Record<string, unknown>);
    return templateChangeBody('TEMPLATE_UPDATED', templateView(ctx, changed));
  });

  app.delete(`${TEMPLATES_BASE}/:id`, { schema: deleteTemplateSchema, config: byId }, async (request) => {
    await deleteAuthoredTemplateById(officeContextOf(request), request.params.id);
    const { data: _data, ...done } = templateChangeBody('TEMPLATE_DELETED', null);
    return done;
  });

  app.post(`${TEMPLATES_BASE}/preview-draft`, { schema: previewDraftSchema, config: tenant }, async (request, reply) => {
    const { template, ...target } = request.body;
    const { pdf, title } = await previewDraftTemplate(officeContextOf(request), files, template, target);
    return reply.headers(pdfHeaders(title)).send(Buffer.from(pdf));
  });

  app.post(`${TEMPLATES_BASE}/:id/preview`, { schema: previewTemplateSchema, config: byId }, async (request, reply) => {
    const { pdf, title } = await previewTemplate(officeContextOf(request), files, request.params.id, request.body ?? {});
    return reply.headers(pdfHeaders(title)).send(Buffer.from(pdf));
  });

  app.post(`${LIBRARY_BASE}/generate`, { schema: generateDocumentSchema, config: tenant }, async (request, reply) => {
    const created = await generateDocument(officeContextOf(request), files, request.body);
    reply.code(201);
    return generatedBody(created);
  });
}
