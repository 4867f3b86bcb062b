import type { FromSchema } from 'json-schema-to-ts';
import { PDF_TEMPLATES_BASE } from './pdf-templates-paths';
import type { pdfTemplateSchema, pdfTemplateSummarySchema } from './pdf-templates.schemas';
import type { TemplateRow } from './pdf-templates.queries';

/** A template as the API answers it. */
export type PdfTemplateView = FromSchema<typeof pdfTemplateSchema>;
/** A template in the list. */
export type PdfTemplateSummary = FromSchema<typeof pdfTemplateSummarySchema>;

const pdfUrl = (id: string) => `${PDF_TEMPLATES_BASE}/${id}/pdf`;

/** A stored template as the office sees it (spec 2 §3). */
export function templateView(row: TemplateRow): PdfTemplateView {
  return {
    id: row.id,
    name: row.name,
    documentId: row.document_id,
    documentVersion: row.document_version,
    pdfUrl: pdfUrl(row.id),
    pdfFileName: row.file_name,
    pageCount: row.page_count,
    fields: row.fields,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A stored template as the list shows it. */
export function templateSummary(row: TemplateRow): PdfTemplateSummary {
  return { id: row.id, name: row.name, documentId: row.document_id, pdfUrl: pdfUrl(row.id), pdfFileName: row.file_name, pageCount: row.page_count, fieldCount: row.fields.length, updatedAt: row.updated_at.toISOString() };
}
