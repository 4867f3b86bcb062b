/** The kinds of field a PDF template places on its pages (spec 2 §3). */
export const PDF_FIELD_TYPES = ['text', 'date', 'signature', 'initial', 'checkbox', 'dropdown'] as const;

/** A kind of PDF template field. */
export type PdfFieldType = (typeof PDF_FIELD_TYPES)[number];

/** One choice of a dropdown: what is stored, and what is drawn on the page. */
export interface PdfFieldOption {
  value: string;
  label: string;
}

/** Limits a filled value is held to. */
export interface PdfFieldValidation {
  minLength?: number;
  maxLength?: number;
}

/** A field of a PDF template: where it sits (fractions of its page from the top left, as signing boxes) and what it takes. */
export interface PdfTemplateField {
  id: string;
  name: string;
  type: PdfFieldType;
  label: string;
  required: boolean;
  placeholder: string;
  /** The page, from 1. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  options: PdfFieldOption[];
  validation: PdfFieldValidation;
}

/** What one field type brings: its default size on the page (fractions of the page) and whether it takes options. */
export interface PdfFieldTypeDefinition {
  type: PdfFieldType;
  /** The default size of a new field, as fractions of the page's width and height. */
  size: { width: number; height: number };
  /** Whether the field is filled by choosing one of its options. */
  hasOptions: boolean;
  /** Whether the field is filled with text (a placeholder and length limits apply). */
  isText: boolean;
}

/** Every PDF field type's definition, by type. */
export const PDF_FIELD_TYPE_DEFINITIONS: Record<PdfFieldType, PdfFieldTypeDefinition> = {
  text: { type: 'text', size: { width: 0.3, height: 0.04 }, hasOptions: false, isText: true },
  date: { type: 'date', size: { width: 0.2, height: 0.04 }, hasOptions: false, isText: false },
  signature: { type: 'signature', size: { width: 0.3, height: 0.07 }, hasOptions: false, isText: true },
  initial: { type: 'initial', size: { width: 0.12, height: 0.05 }, hasOptions: false, isText: true },
  checkbox: { type: 'checkbox', size: { width: 0.035, height: 0.025 }, hasOptions: false, isText: false },
  dropdown: { type: 'dropdown', size: { width: 0.25, height: 0.04 }, hasOptions: true, isText: false },
};

/** A field's definition; an unknown type fails loudly, naming it. */
export function pdfFieldType(type: string): PdfFieldTypeDefinition {
  const definition = (PDF_FIELD_TYPE_DEFINITIONS as Record<string, PdfFieldTypeDefinition | undefined>)[type];
  if (!definition) throw new Error(`Unknown PDF field type "${type}"; known: ${PDF_FIELD_TYPES.join(', ')}`);
  return definition;
}

/** A field's name: a letter (any script) or _, then letters, digits, _ and -, at most 64 characters. */
export const PDF_FIELD_NAME_PATTERN = /^[\p{L}_][\p{L}\p{N}_-]{0,63}$/u;

/** What a filled field holds: text (a date as YYYY-MM-DD, a dropdown's option value) or a checkbox's state. */
export type PdfFieldValue = string | boolean;
