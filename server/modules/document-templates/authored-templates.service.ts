import { fillPlaceholders } from '../../../engine/documents/template-placeholders';
import { pickText } from '../../../engine/i18n/languages';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { renderTemplatePdf } from '../../pdf/template-pdf';
import type { StoredFiles } from '../../storage/delete-quietly';
import { assertLibraryAccess } from '../documents/library-access';
import { factsFor, languageOf, type GenerateTarget } from './document-generation.service';
import { templateError } from './document-templates.messages';
import { deleteAuthoredTemplate, insertAuthoredTemplate, lockAuthoredTemplate, updateAuthoredTemplate, type AuthoredTemplateBody } from './document-templates.queries';
import { officeLook } from './office-look';
import { authoredTemplate, isAuthoredTemplateId, isOfficeTypeTemplate, wordedTemplate, type SourcedTemplate } from './office-templates';
import { checkTemplateBody } from './template-body-checks';

// Who writes the office's templates: whoever may edit its documents (documents.edit, which the office types' roles
// give with documents.* to those who manage documents) and delete them for a deletion; never the platform viewer.

async function auditTemplate(trx: ScopedTransaction, ctx: OfficeContext, eventType: 'document.template.created' | 'document.template.updated' | 'document.template.deleted', id: string, change: { before?: SourcedTemplate; after?: SourcedTemplate }): Promise<void> {
  await writeAudit(trx, auditActorOf(ctx), { eventType, serviceName: 'documents', entityType: 'document_template', entityId: id, ...change, success: true });
}

/** A change of an office type's template is refused with why; an unknown id is 404. */
function assertWritable(ctx: OfficeContext, id: string): void {
  if (isOfficeTypeTemplate(ctx, id)) throw templateError(409, 'TEMPLATE_OF_OFFICE_TYPE');
  if (!isAuthoredTemplateId(id)) throw templateError(404, 'TEMPLATE_NOT_FOUND');
}

/** Stores a template the office wrote, checked as the loader checks an office type's; audited. */
export async function createAuthoredTemplate(ctx: OfficeContext, body: unknown): Promise<SourcedTemplate> {
  assertLibraryAccess(ctx, 'edit');
  const template = checkTemplateBody(ctx, body);
  return inOffice(ctx, async (trx) => {
    const created = authoredTemplate(await insertAuthoredTemplate(trx, ctx.tenant.id, template, actorUserId(ctx.actor)));
    await auditTemplate(trx, ctx, 'document.template.created', created.id, { after: created });
    return created;
  });
}

// A change over the stored body: what it names replaces, null takes an optional part (description, module) away.
function merged(before: SourcedTemplate, change: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, source: _source, ...body } = before;
  const next: Record<string, unknown> = { ...body, ...change };
  for (const [key, value] of Object.entries(change)) if (value === null) delete next[key];
  return next;
}

/** Changes a template the office wrote (any part of its body), checked whole; an office type's is refused (409). */
export async function updateAuthoredTemplateBody(ctx: OfficeContext, id: string, change: Record<string, unknown>): Promise<SourcedTemplate> {
  assertLibraryAccess(ctx, 'edit');
  assertWritable(ctx, id);
  return inOffice(ctx, async (trx) => {
    const row = await lockAuthoredTemplate(trx, id);
    if (!row) throw templateError(404, 'TEMPLATE_NOT_FOUND');
    const before = authoredTemplate(row);
    const template: AuthoredTemplateBody = checkTemplateBody(ctx, merged(before, change));
    const after = authoredTemplate(await updateAuthoredTemplate(trx, id, template, actorUserId(ctx.actor)));
    await auditTemplate(trx, ctx, 'document.template.updated', id, { before, after });
    return after;
  });
}

/** Deletes a template the office wrote (the documents made from it stay); an office type's is refused (409). */
export async function deleteAuthoredTemplateById(ctx: OfficeContext, id: string): Promise<void> {
  assertLibraryAccess(ctx, 'delete');
  assertWritable(ctx, id);
  await inOffice(ctx, async (trx) => {
    const row = await lockAuthoredTemplate(trx, id);
    if (!row) throw templateError(404, 'TEMPLATE_NOT_FOUND');
    await deleteAuthoredTemplate(trx, id);
    await auditTemplate(trx, ctx, 'document.template.deleted', id, { before: authoredTemplate(row) });
  });
}

/** An unsaved template produced as a PDF for a client or a record, checked as a saved one is; nothing is kept. */
export async function previewDraftTemplate(ctx: OfficeContext, files: StoredFiles, body: unknown, target: GenerateTarget): Promise<{ pdf: Uint8Array; title: string }> {
  assertLibraryAccess(ctx, 'edit');
  const template = wordedTemplate(ctx, { id: 'draft', ...checkTemplateBody(ctx, body) });
  const language = languageOf(ctx, target.language);
  const { facts } = await factsFor(ctx, template, target, language);
  const pdf = await renderTemplatePdf({ template, language, values: facts, office: await officeLook(ctx, files, language) });
  return { pdf, title: fillPlaceholders(pickText(template.title, language), facts) };
}
