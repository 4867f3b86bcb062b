import { PDFDocument } from 'pdf-lib';
import { embedTextFont } from '../pdf/fonts';
import { fieldFrame } from './field-frame';
import { FIELD_PAINTERS } from './field-painters';
import { flattenAnnotations } from './flatten-annotations';
import { embedHandwritingFonts } from './handwriting-font';
import type { SignedField } from './signed-field';

/** How the fields are drawn. */
export interface FlattenOptions {
  /** The office's language: dates read 27/11/2026 in Hebrew (and any language but English), 27 Nov 2026 in English. */
  language?: string;
}

const isFilled = (field: SignedField) => field.image !== null || (field.value !== null && field.value.trim() !== '');

/** The PDF with every filled field drawn in place on its page, and nothing left to fill or edit (see flattenAnnotations). */
export async function flattenSignedFields(pdf: Uint8Array, fields: SignedField[], { language = 'he' }: FlattenOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  flattenAnnotations(doc);
  const pages = doc.getPages();
  const textFont = await embedTextFont(doc);
  const filled = fields.filter(isFilled);
  // The handwriting faces only where a signature was typed: a document signed by drawing carries no unused fonts.
  const isTyped = (field: SignedField) => (field.kind === 'signature' || field.kind === 'initials') && field.image === null;
  const handwriting = filled.some(isTyped) ? [...(await embedHandwritingFonts(doc)), textFont] : [textFont];
  for (const field of filled) {
    const page = pages[field.page - 1];
    if (!page) throw new Error(`A field is on page ${field.page} of a document of ${pages.length} pages`);
    await FIELD_PAINTERS[field.kind]({ doc, page, frame: fieldFrame(page, field), textFont, handwriting, language }, field);
  }
  return doc.save();
}
