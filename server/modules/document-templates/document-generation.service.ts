import type { DocumentTemplate } from '../../../engine/generated/config-types';
import type { TemplateOutput } from '../../../engine/documents/template-outputs';
import { fillPlaceholders } from '../../../engine/documents/template-placeholders';
import { pickText, type Language } from '../../../engine/i18n/languages';
import { offeredLanguages } from '../../../engine/i18n/offered-languages';
import type { OfficeContext } from '../../context/office-context';
import { fieldError } from '../../plugins/errors';
import { renderTemplatePdf } from '../../pdf/template-pdf';
import type { StoredFiles } from '../../storage/delete-quietly';
import { readOneClient } from '../clients/clients.service';
import { assertLibraryAccess } from '../documents/library-access';
import type { SharingLevel } from '../../db/column-types';
import { libraryUploadPolicy, uploadDocument } from '../documents/library-files.service';
import { readRecord } from '../records/records.service';
import { templateError, TEMPLATE_TEXTS } from './document-templates.messages';
import { officeLook } from './office-look';
import { officeTemplate, wordedTemplate } from './office-templates';
import { clientFacts, officeFacts, recordFacts, type TemplateFacts } from './template-facts';
import { assertFormatOffered, templateFile } from './template-file';

/** What a document is produced for: the client, or the record (of the template's module) and so its client. */
export interface GenerateTarget {
  clientId?: string;
  recordId?: string;
  /** The document's language; the caller's when not given. */
  language?: Language;
}

/** A production's request: the template and its target, the format (PDF unless asked), and the new document's tags and sharing. */
export interface GenerateBody extends GenerateTarget {
  templateId: string;
  format?: TemplateOutput;
  tags?: string[];
  sharing?: SharingLevel;
}

/** The language asked for, if the office offers it; 400 otherwise. */
export function languageOf(ctx: OfficeContext, asked: Language | undefined): Language {
  const language = asked ?? ctx.language;
  if (!offeredLanguages(ctx.office.localization).includes(language)) throw templateError(400, 'GENERATE_INVALID', [fieldError('language', { ...TEMPLATE_TEXTS.GENERATE_LANGUAGE_NOT_OFFERED })]);
  return language;
}

/** The facts a template puts in for its target, read as the caller may read them (404 for what the office lacks). */
export async function factsFor(ctx: OfficeContext, template: DocumentTemplate, target: GenerateTarget, language: Language): Promise<{ facts: TemplateFacts; clientId: string | null; recordId: string | null }> {
  if (template.module !== undefined && !target.recordId) throw templateError(400, 'GENERATE_INVALID', [fieldError('recordId', { ...TEMPLATE_TEXTS.GENERATE_NEEDS_RECORD })]);
  if (template.module === undefined && !target.clientId) throw templateError(400, 'GENERATE_INVALID', [fieldError('clientId', { ...TEMPLATE_TEXTS.GENERATE_NEEDS_CLIENT })]);
  const record = template.module !== undefined ? await readRecord(ctx, template.module, target.recordId!) : undefined;
  const clientId = target.clientId ?? record?.clientId ?? null;
  const client = clientId ? await readOneClient(ctx, clientId) : undefined;
  const facts = { ...(await officeFacts(ctx, language, new Date())), ...(client ? clientFacts(client) : {}), ...(record ? recordFacts(ctx, record, language) : {}) };
  return { facts, clientId, recordId: record?.id ?? null };
}

/** The template produced as a PDF for its target, in a language, without keeping it (the screens' live preview). */
export async function previewTemplate(ctx: OfficeContext, files: StoredFiles, templateId: string, target: GenerateTarget): Promise<{ pdf: Uint8Array; title: string }> {
  assertLibraryAccess(ctx, 'view');
  const template = wordedTemplate(ctx, await officeTemplate(ctx, templateId));
  const language = languageOf(ctx, target.language);
  const { facts } = await factsFor(ctx, template, target, language);
  const pdf = await renderTemplatePdf({ template, language, values: facts, office: await officeLook(ctx, files, language) });
  return { pdf, title: fillPlaceholders(pickText(template.title, language), facts) };
}

/**
 * Produces a template for its target and keeps it in the library: filed under the template's type, linked to the
 * client and the record, noted in the client's activity and audited as any new document is.
 */
export async function generateDocument(ctx: OfficeContext, files: StoredFiles, body: GenerateBody) {
  assertLibraryAccess(ctx, 'create');
  const template = wordedTemplate(ctx, await officeTemplate(ctx, body.templateId));
  const language = languageOf(ctx, body.language);
  const format = body.format ?? 'pdf';
  const policy = libraryUploadPolicy(ctx, 'create');
  assertFormatOffered(template, format, policy);
  const { facts, clientId, recordId } = await factsFor(ctx, template, body, language);
  const title = fillPlaceholders(pickText(template.title, language), facts).trim() || pickText(template.name, language);
  const file = await templateFile({ template, language, values: facts, office: await officeLook(ctx, files, language) }, format, title, policy);
  return uploadDocument(ctx, files, file, {
    name: title,
    type: template.documentType,
    clientId,
    recordId,
    tags: body.tags ?? [],
    ...(body.sharing ? { sharing: body.sharing } : {}),
    description: pickText(template.name, language),
  });
}
