import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import { safeAttachmentHeaders } from '../../http/attachment-disposition';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import type { StoredFiles } from '../../storage/delete-quietly';
import { assertLibraryAccess } from '../documents/library-access';
import { LIBRARY_BASE } from '../documents/library-paths';
import { generateDocument, previewTemplate } from './document-generation.service';
import { generatedBody } from './document-templates.messages';
import { generateDocumentSchema, getTemplateSchema, listTemplatesSchema, previewTemplateSchema } from './document-templates.schemas';
import { officeTemplate, officeTemplates, templateView } from './office-templates';

/** Where the templates' calls live (spec 2 §7: GET /pdf/templates?documentType, GET /pdf/templates/{id}). */
export const TEMPLATES_BASE = '/api/pdf/templates';

const tenant = { tenant: true } as const;

/**
 * The office's document templates: list them, read one, preview one produced for a client or a record, and
 * produce one into the library (POST /api/pdf/docs/generate). The library's access rules decide every call.
 */
export async function documentTemplatesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [] });
  const files: StoredFiles = { storage: app.storage, log: app.log };

  app.get(TEMPLATES_BASE, { schema: listTemplatesSchema, config: tenant }, async (request) => {
    const ctx = officeContextOf(request);
    assertLibraryAccess(ctx, 'view');
    const type = request.query.documentType ?? 'all';
    const templates = officeTemplates(ctx).filter((template) => type === 'all' || template.documentType === type);
    return { success: true as const, data: templates.map((template) => templateView(ctx, template)) };
  });

  app.get(`${TEMPLATES_BASE}/:id`, { schema: getTemplateSchema, config: tenant }, async (request) => {
    const ctx = officeContextOf(request);
    assertLibraryAccess(ctx, 'view');
    return { success: true as const, data: templateView(ctx, officeTemplate(ctx, request.params.id)) };
  });

  app.post(`${TEMPLATES_BASE}/:id/preview`, { schema: previewTemplateSchema, config: tenant }, async (request, reply) => {
    const { pdf, title } = await previewTemplate(officeContextOf(request), files, request.params.id, request.body ?? {});
    return reply
      .headers(safeAttachmentHeaders(`${title}.pdf`, 'application/pdf'))
      .send(Buffer.from(pdf));
  });

  app.post(`${LIBRARY_BASE}/generate`, { schema: generateDocumentSchema, config: tenant }, async (request, reply) => {
    const created = await generateDocument(officeContextOf(request), files, request.body);
    reply.code(201);
    return generatedBody(created);
  });
}
