import { templateOutputs, type TemplateOutput } from '../../../engine/documents/template-outputs';
import type { DocumentTemplate, UploadPolicy } from '../../../engine/generated/config-types';
import { renderTemplateDocx } from '../../docx/template-docx';
import { fieldError } from '../../plugins/errors';
import { renderTemplatePdf, type TemplatePdfInput } from '../../pdf/template-pdf';
import { checkLibraryFile, type CheckedFile } from '../documents/library-upload';
import { templateError, TEMPLATE_TEXTS } from './document-templates.messages';

// One producer per format a template may declare; the schema names the formats.
const PRODUCERS: Record<TemplateOutput, { extension: string; render: (input: TemplatePdfInput) => Promise<Uint8Array> }> = {
  pdf: { extension: '.pdf', render: renderTemplatePdf },
  docx: { extension: '.docx', render: renderTemplateDocx },
};

/**
 * Refuses, before anything is produced, a format the template does not declare or the office's upload policy would
 * not keep (400, naming the field `format`).
 */
export function assertFormatOffered(template: DocumentTemplate, format: TemplateOutput, policy: UploadPolicy): void {
  if (!templateOutputs(template).includes(format)) throw templateError(400, 'GENERATE_INVALID', [fieldError('format', { ...TEMPLATE_TEXTS.GENERATE_FORMAT_NOT_OFFERED })]);
  const allowed = policy.allowedTypes.map((type) => type.toLowerCase());
  if (!allowed.includes(PRODUCERS[format].extension)) throw templateError(400, 'GENERATE_INVALID', [fieldError('format', { ...TEMPLATE_TEXTS.GENERATE_FORMAT_NOT_KEPT })]);
}

/**
 * A template produced in a format and held to the office's upload policy like any upload (its size, its content):
 * named after its title with the format's extension.
 */
export async function templateFile(input: TemplatePdfInput, format: TemplateOutput, title: string, policy: UploadPolicy): Promise<CheckedFile> {
  assertFormatOffered(input.template, format, policy);
  const { extension, render } = PRODUCERS[format];
  const data = await render(input);
  return checkLibraryFile({ fileName: `${title}${extension}`, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) }, policy);
}
