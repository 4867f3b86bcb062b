import type { DocumentTemplate, LocalizedText } from '../../../engine/generated/config-types';
import { placeholdersIn } from '../../../engine/documents/template-placeholders';
import { templateOutputs, type TemplateOutput } from '../../../engine/documents/template-outputs';
import { LANGUAGES, type Language } from '../../../engine/i18n/languages';
import type { OfficeContext } from '../../context/office-context';
import { officeWordFiller } from '../../plugins/office-words';
import { templateError } from './document-templates.messages';

/** A template as the screens list it: what it is called and for, in every language, and what it puts in. */
export interface TemplateView {
  id: string;
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

/** The office's templates: its office type's. */
export function officeTemplates(ctx: OfficeContext): DocumentTemplate[] {
  return ctx.office.documents?.templates ?? [];
}

/** The template of an id, or 404. */
export function officeTemplate(ctx: OfficeContext, id: string): DocumentTemplate {
  const template = officeTemplates(ctx).find((candidate) => candidate.id === id);
  if (!template) throw templateError(404, 'TEMPLATE_NOT_FOUND');
  return template;
}

/** A text with the office's words in place of {{client}} and the like, in each of its languages. */
function worded(text: LocalizedText, fill: (text: string, language: Language) => string): LocalizedText {
  const filled: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) if (text[language] !== undefined) filled[language] = fill(text[language]!, language);
  return filled as LocalizedText;
}

/** The template with the office's vocabulary put into every text (the facts stay as placeholders). */
export function wordedTemplate(ctx: OfficeContext, template: DocumentTemplate): DocumentTemplate {
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
export function templateView(ctx: OfficeContext, template: DocumentTemplate): TemplateView {
  const shown = wordedTemplate(ctx, template);
  const texts = [shown.title, ...shown.blocks.map((block) => block.text)].flatMap((text) => Object.values(text) as string[]);
  return {
    id: shown.id,
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
