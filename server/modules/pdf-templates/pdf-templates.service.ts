import { randomUUID } from 'node:crypto';
import { checkFilledValues } from '../../../engine/pdf-forms/check-pdf-template';
import type { PdfFieldValue } from '../../../engine/pdf-forms/pdf-field-types';
import { pdfTemplateMessages } from '../../../engine/pdf-forms/pdf-template-messages';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import { HttpError, fieldError } from '../../plugins/errors';
import type { StoredFiles } from '../../storage/delete-quietly';
import { assertLibraryAccess } from '../documents/library-access';
import { readDocumentFile, uploadDocument } from '../documents/library-files.service';
import type { CheckedFile } from '../documents/library-upload';
import { fillTemplatePdf, readPdfPageCount } from './pdf-template-fill';
import { checkedTemplate, type TemplateInput } from './pdf-template-input';
import { PDF_TEMPLATE_AUDIT_EVENTS } from './pdf-templates-paths';
import { pdfTemplateError, problemErrors, templateNotFound } from './pdf-templates.messages';
import { insertTemplate, listTemplates, readTemplate, updateTemplate, type TemplateRow } from './pdf-templates.queries';
import { templateSummary, templateView, type PdfTemplateSummary, type PdfTemplateView } from './pdf-templates.view';

/** A PDF to send as an attachment. */
export interface PdfDownload {
  data: Uint8Array;
  fileName: string;
}

const isPdf = (contentType: string, fileName: string) => contentType === 'application/pdf' || fileName.toLowerCase().endsWith('.pdf');
const audited = (row: Pick<TemplateRow, 'name' | 'document_id' | 'fields'>) => ({ name: row.name, documentId: row.document_id, fields: row.fields.map(({ id, name, type, page }) => ({ id, name, type, page })) });

async function readVisible(ctx: OfficeContext, id: string): Promise<TemplateRow> {
  const reader = assertLibraryAccess(ctx, 'view');
  const row = await inOffice(ctx, (trx) => readTemplate(trx, reader, id));
  if (!row) throw templateNotFound();
  return row;
}

// Stores a checked template on a document's version; audited; answers it as the caller now sees it.
async function storeTemplate(ctx: OfficeContext, document: { id: string; version: number; pageCount: number }, template: ReturnType<typeof checkedTemplate>): Promise<PdfTemplateView> {
  const reader = assertLibraryAccess(ctx, 'view');
  const id = randomUUID();
  const user = actorUserId(ctx.actor);
  const row = await inOffice(ctx, async (trx) => {
    await insertTemplate(trx, { tenant_id: ctx.tenant.id, id, name: template.name, document_id: document.id, document_version: document.version, page_count: document.pageCount, fields: JSON.stringify(template.fields), created_by: user, updated_by: user });
    const stored = (await readTemplate(trx, reader, id))!;
    await writeAudit(trx, auditActorOf(ctx), { eventType: PDF_TEMPLATE_AUDIT_EVENTS.created, serviceName: 'pdf-templates', entityType: 'pdf_template', entityId: id, after: audited(stored), success: true });
    return stored;
  });
  return templateView(row);
}

/** The templates whose PDF the caller sees, newest change first. */
export async function listPdfTemplates(ctx: OfficeContext, filters: { documentId?: string; search?: string }): Promise<PdfTemplateSummary[]> {
  const reader = assertLibraryAccess(ctx, 'view');
  return (await inOffice(ctx, (trx) => listTemplates(trx, reader, filters))).map(templateSummary);
}

/** One template with its fields; 404 when the office has none such or the caller does not see its PDF. */
export async function getPdfTemplate(ctx: OfficeContext, id: string): Promise<PdfTemplateView> {
  return templateView(await readVisible(ctx, id));
}

/** A template on a PDF already in the library (its current version), 400 at documentId when it is none the caller sees. Audited. */
export async function createPdfTemplate(ctx: OfficeContext, files: StoredFiles, input: TemplateInput & { documentId: string }): Promise<PdfTemplateView> {
  assertLibraryAccess(ctx, 'create');
  let found: Awaited<ReturnType<typeof readDocumentFile>>;
  try {
    found = await readDocumentFile(ctx, files, input.documentId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw pdfTemplateError(400, 'PDF_TEMPLATE_INVALID', [fieldError('documentId', pdfTemplateMessages({ code: 'PDF_REQUIRED' }))]);
    throw error;
  }
  const pageCount = isPdf(found.version.content_type, found.version.file_name) ? await readPdfPageCount(found.file.data) : undefined;
  if (pageCount === undefined) throw pdfTemplateError(400, 'PDF_TEMPLATE_DOCUMENT_NOT_PDF', [fieldError('documentId', pdfTemplateMessages({ code: 'PDF_UNREADABLE' }))]);
  const template = checkedTemplate(input, pageCount);
  return storeTemplate(ctx, { id: found.row.id, version: found.version.version, pageCount }, template);
}

/**
 * A template on an uploaded PDF: the file is checked (a PDF pdf-lib reads) and the template with it before the file
 * is kept, as a library document shared with the office (the upload policy already held it). Audited.
 */
export async function uploadPdfTemplate(ctx: OfficeContext, files: StoredFiles, file: CheckedFile, input: TemplateInput): Promise<PdfTemplateView> {
  const pageCount = isPdf(file.contentType, file.fileName) ? await readPdfPageCount(file.data) : undefined;
  if (pageCount === undefined) throw pdfTemplateError(400, 'PDF_TEMPLATE_INVALID', [fieldError('file', pdfTemplateMessages({ code: 'PDF_UNREADABLE' }))]);
  const template = checkedTemplate({ ...input, name: input.name ?? file.fileName.replace(/\.pdf$/i, '') }, pageCount);
  const document = await uploadDocument(ctx, files, file, { name: template.name, sharing: 'organization' });
  return storeTemplate(ctx, { id: document.id, version: 1, pageCount }, template);
}

/** Replaces a template's name and fields, checked on its PDF's pages. Audited with before and after. */
export async function updatePdfTemplate(ctx: OfficeContext, id: string, input: Required<TemplateInput>): Promise<PdfTemplateView> {
  const reader = assertLibraryAccess(ctx, 'edit');
  const row = await inOffice(ctx, async (trx) => {
    const before = await readTemplate(trx, reader, id, true);
    if (!before) throw templateNotFound();
    const template = checkedTemplate(input, before.page_count);
    await updateTemplate(trx, id, { name: template.name, fields: JSON.stringify(template.fields), updated_by: actorUserId(ctx.actor) });
    const after = (await readTemplate(trx, reader, id))!;
    await writeAudit(trx, auditActorOf(ctx), { eventType: PDF_TEMPLATE_AUDIT_EVENTS.updated, serviceName: 'pdf-templates', entityType: 'pdf_template', entityId: id, before: audited(before), after: audited(after), success: true });
    return after;
  });
  return templateView(row);
}

/** Deletes a template (kept as deleted for the trail; its PDF stays in the library). Audited. */
export async function deletePdfTemplate(ctx: OfficeContext, id: string): Promise<{ id: string }> {
  const reader = assertLibraryAccess(ctx, 'edit');
  await inOffice(ctx, async (trx) => {
    const before = await readTemplate(trx, reader, id, true);
    if (!before) throw templateNotFound();
    await updateTemplate(trx, id, { deleted_at: new Date(), updated_by: actorUserId(ctx.actor) });
    await writeAudit(trx, auditActorOf(ctx), { eventType: PDF_TEMPLATE_AUDIT_EVENTS.deleted, serviceName: 'pdf-templates', entityType: 'pdf_template', entityId: id, before: audited(before), success: true });
  });
  return { id };
}

/** The template's original PDF (the version its fields were placed on). */
export async function templatePdf(ctx: OfficeContext, files: StoredFiles, id: string): Promise<PdfDownload> {
  const row = await readVisible(ctx, id);
  const { file, version } = await readDocumentFile(ctx, files, row.document_id, row.document_version);
  return { data: file.data, fileName: version.file_name };
}

/** The template filled with the values: 400 at values.<name> for each missing or wrong one. Audited (which fields, not what they hold). */
export async function fillPdfTemplate(ctx: OfficeContext, files: StoredFiles, id: string, values: Record<string, PdfFieldValue>): Promise<PdfDownload> {
  const row = await readVisible(ctx, id);
  const problems = checkFilledValues(row.fields, values);
  if (problems.length > 0) throw pdfTemplateError(400, 'PDF_TEMPLATE_VALUES_INVALID', problemErrors(problems));
  const { file, version } = await readDocumentFile(ctx, files, row.document_id, row.document_version);
  const data = await fillTemplatePdf(file.data, row.fields, values, ctx.language);
  await inOffice(ctx, (trx) =>
    writeAudit(trx, auditActorOf(ctx), { eventType: PDF_TEMPLATE_AUDIT_EVENTS.filled, serviceName: 'pdf-templates', entityType: 'pdf_template', entityId: id, after: { filled: Object.keys(values) }, success: true }),
  );
  return { data, fileName: version.file_name.replace(/(\.pdf)?$/i, '-filled.pdf') };
}
