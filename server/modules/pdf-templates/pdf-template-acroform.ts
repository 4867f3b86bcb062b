import { rgb, StandardFonts, type PDFDocument } from 'pdf-lib';
import type { PdfFieldValue, PdfTemplateField } from '../../../engine/pdf-forms/pdf-field-types';
import { fieldFrame } from '../../signing/field-frame';

/**
 * Text an AcroForm field can show readably: printable Latin-1 (Latin letters, digits, punctuation), which Helvetica,
 * the font every PDF reader has and pdf-lib draws field appearances in, encodes. pdf-lib lays a field's appearance out
 * left to right, glyph by glyph, without shaping or reordering, and a reader redraws a chosen option the same way: a
 * Hebrew (or any right-to-left) option would read backwards, so it is drawn on the page instead (the signing painters).
 */
export const isAcroFormReadable = (text: string): boolean => /^[\x20-\x7E\u00A0-\u00FF]+$/.test(text) && text.trim() !== '';

/** An option's text as the reader shows it: its label, else its value. */
const shown = (option: PdfTemplateField['options'][number]) => option.label || option.value;

/**
 * Whether a field becomes a real AcroForm field in the filled PDF: every checkbox; a dropdown whose options all read
 * well in an AcroForm appearance (isAcroFormReadable). The rest are drawn.
 */
export function isAcroFormField(field: PdfTemplateField): boolean {
  if (field.type === 'checkbox') return true;
  return field.type === 'dropdown' && field.options.length > 0 && field.options.every((option) => isAcroFormReadable(shown(option)));
}

const BORDER = rgb(0.45, 0.45, 0.5);
const INK = rgb(0.06, 0.13, 0.4);

// The widget as pdf-lib places it: the box, or for a checkbox a square centred in it, by its size as shown and the
// page-space point of its bottom left as shown (fieldFrame turns a rotated page's box back); pdf-lib turns the
// rectangle about that point by the page's rotation, so the appearance stands upright where the page shows the box.
function widgetRect(frame: ReturnType<typeof fieldFrame>, square: boolean) {
  const side = Math.min(frame.width, frame.height) * 0.85;
  const [width, height] = square ? [side, side] : [frame.width, frame.height];
  return { ...frame.at((frame.width - width) / 2, (frame.height - height) / 2), width, height, rotate: frame.rotate };
}

/**
 * Adds the template's AcroForm fields (isAcroFormField) to the document, named by the fields' names, at their boxes:
 * a checkbox (a square centred in its box) checked when its value is true; a dropdown with its options' texts, the
 * chosen one selected. They stay editable: a reader's form tools show and change them and software reads their values
 * by name; the signing flow flattens them when a signing of the PDF completes (flattenAnnotations), so a signed copy
 * is final; flattening them here would only draw them, as the fallback does. A field left empty is still added,
 * unchecked or with nothing chosen, for the reader to fill.
 */
export async function addAcroFormFields(doc: PDFDocument, fields: readonly PdfTemplateField[], values: Readonly<Record<string, PdfFieldValue>>): Promise<void> {
  const chosen = fields.filter(isAcroFormField);
  if (chosen.length === 0) return;
  const form = doc.getForm();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  for (const field of chosen) {
    const page = pages[field.page - 1];
    if (!page) throw new Error(`A field is on page ${field.page} of a document of ${pages.length} pages`);
    const frame = fieldFrame(page, field);
    const value = values[field.name];
    if (field.type === 'checkbox') {
      const box = form.createCheckBox(field.name);
      box.addToPage(page, { ...widgetRect(frame, true), borderColor: BORDER, borderWidth: 1, textColor: INK });
      if (value === true || value === 'true') box.check();
    } else {
      const dropdown = form.createDropdown(field.name);
      dropdown.setOptions(field.options.map(shown));
      const option = field.options.find((item) => item.value === String(value ?? '').trim());
      if (option) dropdown.select(shown(option));
      dropdown.addToPage(page, { ...widgetRect(frame, false), font, borderColor: BORDER, borderWidth: 1, textColor: rgb(0.1, 0.1, 0.12) });
      // The size drawn text has (12 pt), smaller in a low box: pdf-lib's automatic size fills the box's height.
      dropdown.setFontSize(Math.min(12, frame.height * 0.6));
    }
  }
  form.updateFieldAppearances(font);
}
