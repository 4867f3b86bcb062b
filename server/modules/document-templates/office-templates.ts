import type { DocumentTemplate, LocalizedText } from '../../../engine/generated/config-types';
import { placeholdersIn } from '../../../engine/documents/template-placeholders';
import { templateOutputs, type TemplateOutput } from '../../../engine/documents/template-outputs';
import { LANGUAGES, type Language } from '../../../engine/i18n/languages';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { officeWordFiller } from '../../plugins/office-words';
import { templateError } from './document-templates.messages';
import { findAuthoredTemplate, listAuthoredTemplates, type AuthoredTemplateRow } from './document-templates.queries';

/** A template as the screens list it: what it is called and for, in every language, and what it puts in. */
export interface TemplateView {
  id: string;
  /** Whether the office type declares it (read only) or the office wrote it. */
  source: TemplateSource;
  documentType: string;
  name: LocalizedText;
  description: LocalizedText | null;
  module: string | null;
  /** Whether it is produced for a module's record (else for a client). */
  forRecord: boolean;
  outputs: TemplateOutput[];
  title: LocalizedText;
  blocks: { kind: string; text: LocalizedText }[];
  /** The facts it puts in ({client.fullName} → client.fullName), in order of first use. */
  placeholders: string[];
}

/** Where a template comes from: the office type's JSON, or the office's own writing (document_templates). */
export type TemplateSource = 'office-type' | 'office';

/** A template with where it comes from. */
export type SourcedTemplate = DocumentTemplate & { source: TemplateSource };

// The id of a template the office wrote: the server gives each a uuid; an office type's are kebab-case words.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored template of the office as the generator and the screens read a template. */
export function authoredTemplate(row: AuthoredTemplateRow): SourcedTemplate {
  return {
    id: row.id,
    documentType: row.document_type,
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    ...(row.module ? { module: row.module } : {}),
    outputs: row.outputs,
    title: row.title,
    blocks: row.blocks,
    source: 'office',
  };
}

/** The templates the office type declares. */
export function officeTypeTemplates(ctx: OfficeContext): SourcedTemplate[] {
  return (ctx.office.documents?.templates ?? []).map((template) => ({ ...template, source: 'office-type' as const }));
}

/** The office's templates: its office type's, then those it wrote itself. */
export async function officeTemplates(ctx: OfficeContext): Promise<SourcedTemplate[]> {
  const written = await inOffice(ctx, (trx) => listAuthoredTemplates(trx));
  return [...officeTypeTemplates(ctx), ...written.map(authoredTemplate)];
}

/** The template of an id, its office type's or one the office wrote, or 404. */
export async function officeTemplate(ctx: OfficeContext, id: string): Promise<SourcedTemplate> {
  const declared = officeTypeTemplates(ctx).find((candidate) => candidate.id === id);
  if (declared) return declared;
  const row = UUID.test(id) ? await inOffice(ctx, (trx) => findAuthoredTemplate(trx, id)) : undefined;
  if (!row) throw templateError(404, 'TEMPLATE_NOT_FOUND');
  return authoredTemplate(row);
}

/** Whether an id names one of the office type's templates (which the office reads but does not change). */
export function isOfficeTypeTemplate(ctx: OfficeContext, id: string): boolean {
  return officeTypeTemplates(ctx).some((candidate) => candidate.id === id);
}

/** Whether an id may name a template the office wrote. */
export const isAuthoredTemplateId = (id: string): boolean => UUID.test(id);

/** A text with the office's words in place of {{client}} and the like, in each of its languages. */
function worded(text: LocalizedText, fill: (text: string, language: Language) => string): LocalizedText {
  const filled: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) if (text[language] !== undefined) filled[language] = fill(text[language]!, language);
  return filled as LocalizedText;
}

/** The template with the office's vocabulary put into every text (the facts stay as placeholders). */
export function wordedTemplate<Template extends DocumentTemplate>(ctx: OfficeContext, template: Template): Template {
  const fill = officeWordFiller(ctx.office);
  return {
    ...template,
    name: worded(template.name, fill),
    ...(template.description ? { description: worded(template.description, fill) } : {}),
    title: worded(template.title, fill),
    blocks: template.blocks.map((block) => ({ ...block, text: worded(block.text, fill) })),
  };
}

/** The template as the screens read it. */
export function templateView(ctx: OfficeContext, template: SourcedTemplate): TemplateView {
  const shown = wordedTemplate(ctx, template);
  const texts = [shown.title, ...shown.blocks.map((block) => block.text)].flatMap((text) => Object.values(text) as string[]);
  return {
    id: shown.id,
    source: shown.source,
    documentType: shown.documentType,
    name: shown.name,
    description: shown.description ?? null,
    module: shown.module ?? null,
    forRecord: shown.module !== undefined,
    outputs: templateOutputs(shown),
    title: shown.title,
    blocks: shown.blocks.map((block) => ({ kind: block.kind, text: block.text })),
    placeholders: [...new Set(texts.flatMap(placeholdersIn))],
  };
}
