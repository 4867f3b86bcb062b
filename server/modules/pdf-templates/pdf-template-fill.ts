import { PDFDocument } from 'pdf-lib';
import type { PdfFieldValue, PdfTemplateField } from '../../../engine/pdf-forms/pdf-field-types';
import { flattenSignedFields } from '../../signing/flatten-signed-fields';
import type { SignedField } from '../../signing/signed-field';
import { addAcroFormFields, isAcroFormField } from './pdf-template-acroform';

/** A PDF's page count, or undefined when pdf-lib cannot read it (damaged, encrypted, no PDF at all). */
export async function readPdfPageCount(data: Uint8Array): Promise<number | undefined> {
  try {
    const count = (await PDFDocument.load(data, { updateMetadata: false })).getPageCount();
    return count >= 1 ? count : undefined;
  } catch {
    return undefined;
  }
}

// A value as the signing painters take it: text as is, a dropdown as its option's label (checkboxes are AcroForm fields).
function drawnValue(field: PdfTemplateField, value: PdfFieldValue): string {
  const text = String(value).trim();
  if (field.type === 'dropdown') return field.options.find((option) => option.value === text)?.label || text;
  return text;
}

const KIND_OF: Record<PdfTemplateField['type'], SignedField['kind']> = {
  text: 'text',
  dropdown: 'text',
  date: 'date',
  signature: 'signature',
  initial: 'initials',
  checkbox: 'checkbox',
};

/**
 * The template's PDF filled with the values. Text, dates, signatures, initials and dropdowns with any option that is
 * not plain Latin text are drawn and flattened by the signing flow's own painters (server/signing), so Hebrew reads
 * right to left in the embedded font, a date is written as the language writes dates, a typed signature is in
 * handwriting; the PDF's own form fields and annotations are flattened with them. Checkboxes, and dropdowns whose
 * options are all plain Latin text, become real AcroForm fields named by the fields' names, with their values, and
 * are left editable (pdf-template-acroform.ts says why): pdf-lib cannot shape right-to-left text in a field's
 * appearance, so a Hebrew dropdown stays drawn. Values must be checked first (checkFilledValues); empty ones draw
 * nothing.
 */
export async function fillTemplatePdf(pdf: Uint8Array, fields: readonly PdfTemplateField[], values: Readonly<Record<string, PdfFieldValue>>, language: string): Promise<Uint8Array> {
  const drawn: SignedField[] = fields
    .filter((field) => !isAcroFormField(field) && Object.hasOwn(values, field.name) && values[field.name] !== '')
    .map((field) => ({ kind: KIND_OF[field.type], page: field.page, x: field.x, y: field.y, width: field.width, height: field.height, value: drawnValue(field, values[field.name]!), image: null, method: null }));
  const flattened = await flattenSignedFields(pdf, drawn, { language });
  if (!fields.some(isAcroFormField)) return flattened;
  // Added after flattening: flattening drops the PDF's own form, and these fields are to stay fields.
  const doc = await PDFDocument.load(flattened);
  await addAcroFormFields(doc, fields, values);
  return doc.save();
}
