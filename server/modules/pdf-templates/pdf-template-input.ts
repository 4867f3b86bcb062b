import type { FromSchema } from 'json-schema-to-ts';
import { checkPdfTemplate } from '../../../engine/pdf-forms/check-pdf-template';
import type { PdfTemplateField } from '../../../engine/pdf-forms/pdf-field-types';
import { pdfTemplateMessages } from '../../../engine/pdf-forms/pdf-template-messages';
import { validationFieldError } from '../../http/validation-messages';
import { fieldError } from '../../plugins/errors';
import { createRequestAjv } from '../../plugins/validation';
import { pdfTemplateError, problemErrors } from './pdf-templates.messages';
import { uploadTemplatePartSchema, type pdfTemplateFieldSchema } from './pdf-templates.schemas';

/** The multipart field of an upload that carries `{ name, fields }` as JSON. */
export const TEMPLATE_FIELD = 'template';

/** A field as a body gives it (defaults not yet filled in). */
export type FieldInput = FromSchema<typeof pdfTemplateFieldSchema>;

/** A template's name and fields, as a body or an upload's `template` part gives them. */
export interface TemplateInput {
  name?: string;
  fields?: readonly FieldInput[];
}

const validatePart = createRequestAjv(false).compile<TemplateInput>(uploadTemplatePartSchema);

/** The upload's `template` part, parsed and checked as a body is (400 at template.… otherwise); {} without one. */
export function parseTemplatePart(raw: string | undefined): TemplateInput {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw pdfTemplateError(400, 'PDF_TEMPLATE_INVALID', [fieldError(TEMPLATE_FIELD, pdfTemplateMessages({ code: 'VALUE_TYPE' }))]);
  if (!validatePart(parsed)) {
    const errors = (validatePart.errors ?? []).map((issue) => {
      const error = validationFieldError(issue as Parameters<typeof validationFieldError>[0], 'body');
      return { ...error, field: `${TEMPLATE_FIELD}.${error.field}` };
    });
    throw pdfTemplateError(400, 'PDF_TEMPLATE_INVALID', errors);
  }
  return parsed;
}

/** A field with every property filled in and its texts trimmed, as it is stored. */
export function cleanField(field: FieldInput): PdfTemplateField {
  const validation = { ...(field.validation?.minLength === undefined ? {} : { minLength: field.validation.minLength }), ...(field.validation?.maxLength === undefined ? {} : { maxLength: field.validation.maxLength }) };
  return {
    id: field.id,
    name: field.name.trim(),
    type: field.type,
    label: (field.label ?? '').trim(),
    required: field.required ?? false,
    placeholder: (field.placeholder ?? '').trim(),
    page: field.page,
    x: field.x,
    y: field.y,
    width: field.width,
    height: field.height,
    options: (field.options ?? []).map((option) => ({ value: option.value.trim(), label: option.label.trim() })),
    validation,
  };
}

/** A template's name and fields as stored, once the engine's checks (spec 2 §5) pass on a PDF of `pageCount` pages; 400 at each problem otherwise. */
export function checkedTemplate(input: TemplateInput, pageCount: number): { name: string; fields: PdfTemplateField[] } {
  const draft = { name: (input.name ?? '').trim(), fields: (input.fields ?? []).map(cleanField) };
  const problems = checkPdfTemplate(draft, pageCount);
  if (problems.length > 0) throw pdfTemplateError(400, 'PDF_TEMPLATE_INVALID', problemErrors(problems));
  return draft;
}
