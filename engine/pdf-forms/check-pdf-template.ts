import { PDF_FIELD_NAME_PATTERN, pdfFieldType, type PdfFieldValue, type PdfTemplateField } from './pdf-field-types';
import type { PdfTemplateProblem } from './pdf-template-messages';

// A box may touch the page's edge: rounding from pixels leaves a little over.
const EDGE = 1e-6;

/** A template as the builder saves it: its name and its fields. */
export interface PdfTemplateDraft {
  name: string;
  fields: readonly PdfTemplateField[];
}

/** Whether a field lies whole on a page of the document: a page it has, inside its edges, with a size. */
export function isOnPage(field: Pick<PdfTemplateField, 'page' | 'x' | 'y' | 'width' | 'height'>, pageCount: number): boolean {
  const { page, x, y, width, height } = field;
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return false;
  if (![x, y, width, height].every(Number.isFinite)) return false;
  return x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= 1 + EDGE && y + height <= 1 + EDGE;
}

function fieldProblems(field: PdfTemplateField, index: number, pageCount: number, seen: Set<string>): PdfTemplateProblem[] {
  const at = (key: string) => `fields.${index}.${key}`;
  const problems: PdfTemplateProblem[] = [];
  const name = field.name.trim();
  if (name === '') problems.push({ path: at('name'), code: 'FIELD_REQUIRED' });
  else if (!PDF_FIELD_NAME_PATTERN.test(name)) problems.push({ path: at('name'), code: 'FIELD_NAME_INVALID' });
  else if (seen.has(name.toLowerCase())) problems.push({ path: at('name'), code: 'FIELD_NAME_TAKEN' });
  seen.add(name.toLowerCase());
  if (!isOnPage(field, pageCount)) problems.push({ path: at('position'), code: 'POSITION_INVALID' });
  if (pdfFieldType(field.type).hasOptions) {
    if (field.options.length === 0) problems.push({ path: at('options'), code: 'OPTIONS_REQUIRED' });
    const values = field.options.map((option) => option.value.trim());
    if (values.some((value) => value === '')) problems.push({ path: at('options'), code: 'FIELD_REQUIRED' });
    else if (new Set(values).size !== values.length) problems.push({ path: at('options'), code: 'OPTION_VALUE_TAKEN' });
  }
  return problems;
}

/**
 * A template's problems, each at its path (spec 2 §5): a name, fields named each once with a valid name, on the
 * document's pages and inside them, dropdowns with options. Empty when it may be saved. The builder and the server
 * run the same check.
 */
export function checkPdfTemplate(draft: PdfTemplateDraft, pageCount: number): PdfTemplateProblem[] {
  const problems: PdfTemplateProblem[] = draft.name.trim() === '' ? [{ path: 'name', code: 'TEMPLATE_NAME_REQUIRED' }] : [];
  const seen = new Set<string>();
  draft.fields.forEach((field, index) => problems.push(...fieldProblems(field, index, pageCount, seen)));
  return problems;
}

const isEmpty = (value: PdfFieldValue | undefined) => value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function valueProblem(field: PdfTemplateField, value: PdfFieldValue): Omit<PdfTemplateProblem, 'path'> | undefined {
  if (field.type === 'checkbox') return typeof value === 'boolean' || value === 'true' || value === 'false' ? undefined : { code: 'VALUE_TYPE' };
  if (typeof value !== 'string') return { code: 'VALUE_TYPE' };
  if (field.type === 'date') return isDate(value.trim()) ? undefined : { code: 'DATE_INVALID' };
  if (field.type === 'dropdown') return field.options.some((option) => option.value === value) ? undefined : { code: 'OPTION_UNKNOWN' };
  const length = [...value.trim()].length;
  if (field.validation.minLength !== undefined && length < field.validation.minLength) return { code: 'TOO_SHORT', count: field.validation.minLength };
  if (field.validation.maxLength !== undefined && length > field.validation.maxLength) return { code: 'TOO_LONG', count: field.validation.maxLength };
  return undefined;
}

/**
 * The problems of values filled into a template's fields, at `values.<name>`: a required field left empty (a
 * checkbox unticked), a value of the wrong kind, a date that is none, a choice not among the options, a length past
 * the field's limits, a name the template does not have.
 */
export function checkFilledValues(fields: readonly PdfTemplateField[], values: Readonly<Record<string, PdfFieldValue>>): PdfTemplateProblem[] {
  const problems: PdfTemplateProblem[] = [];
  const names = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(values)) if (!names.has(name)) problems.push({ path: `values.${name}`, code: 'FIELD_UNKNOWN' });
  for (const field of fields) {
    const value = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    if (isEmpty(value) || value === 'false') {
      if (field.required) problems.push({ path: `values.${field.name}`, code: 'FIELD_REQUIRED' });
      continue;
    }
    const problem = valueProblem(field, value!);
    if (problem) problems.push({ path: `values.${field.name}`, ...problem });
  }
  return problems;
}
