import type { PdfFieldType, PdfTemplateField } from '../../../engine/pdf-forms/pdf-field-types';
import type { SigningFieldKind } from '../../api/signing-answers';
import { clampBox } from './field-geometry';
import type { FieldDraft } from './signing-draft';

/**
 * The signing kind of each PDF template field type; a dropdown has none (a signer could type anything in a text box,
 * and the template's options would be lost), so it is left out.
 */
export const SIGNING_KIND_OF: Readonly<Record<PdfFieldType, SigningFieldKind | undefined>> = {
  signature: 'signature',
  initial: 'initials',
  date: 'date',
  text: 'text',
  checkbox: 'checkbox',
  dropdown: undefined,
};

/** Kinds a signer must fill whatever the template said: a signature or initials box is the reason it is there. */
const ALWAYS_REQUIRED: readonly SigningFieldKind[] = ['signature', 'initials'];

/** The longest label a signing box takes (the signing API's schema). */
const MAX_LABEL = 100;

/** The send dialog's boxes made from a template's fields, and how many of its fields had no place among them. */
export interface TemplateBoxes {
  fields: FieldDraft[];
  /** Fields of a type the signing flow has no box for (dropdowns) or on a page the document no longer has. */
  skipped: number;
}

/**
 * A PDF template's fields as the send dialog's boxes, all for one participant (the dialog lets the sender give each
 * to another). Both keep positions as fractions of the page from its top left, so a box stands where the template's
 * field stood; it is only kept on its page. Pages past the document's count (a template made on another version)
 * are left out.
 */
export function boxesFromTemplate(templateFields: readonly PdfTemplateField[], participantKey: string, options: { pageCount?: number; newId: () => string }): TemplateBoxes {
  const fields: FieldDraft[] = [];
  let skipped = 0;
  for (const field of templateFields) {
    const kind = SIGNING_KIND_OF[field.type];
    if (!kind || field.page < 1 || (options.pageCount !== undefined && field.page > options.pageCount)) {
      skipped += 1;
      continue;
    }
    const box = clampBox({ x: field.x, y: field.y, width: field.width, height: field.height });
    fields.push({ id: options.newId(), participantKey, kind, page: field.page, ...box, required: ALWAYS_REQUIRED.includes(kind) || field.required, label: (field.label || field.name).slice(0, MAX_LABEL) });
  }
  return { fields, skipped };
}
