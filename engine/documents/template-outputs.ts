import type { DocumentTemplate } from '../generated/config-types';

/** A format a template produces. */
export type TemplateOutput = NonNullable<DocumentTemplate['outputs']>[number];

/** The formats a template produces, PDF first: PDF always (the schema's promise), DOCX where the template asks for it too. */
export function templateOutputs(template: Pick<DocumentTemplate, 'outputs'>): TemplateOutput[] {
  return template.outputs?.includes('docx') ? ['pdf', 'docx'] : ['pdf'];
}
