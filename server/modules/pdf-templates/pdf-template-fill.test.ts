import { degrees, PDFCheckBox, PDFDocument, PDFDropdown, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PdfTemplateField } from '../../../engine/pdf-forms/pdf-field-types';
import { flattenSignedFields } from '../../signing/flatten-signed-fields';
import { isAcroFormField, isAcroFormReadable } from './pdf-template-acroform';
import { fillTemplatePdf } from './pdf-template-fill';
import { blankForm, HAS_PDFTOTEXT, layoutText } from './pdf-templates.test-support';

const PAGE = { width: 595.28, height: 841.89 };
const field = (name: string, extra: Partial<PdfTemplateField>): PdfTemplateField => ({ id: `f-${name}`, name, type: 'text', label: name, required: false, placeholder: '', page: 1, x: 0.1, y: 0.2, width: 0.5, height: 0.05, options: [], validation: {}, ...extra });
const FIELDS = [
  field('fullName', { x: 0.4, y: 0.1 }),
  field('agree', { type: 'checkbox', x: 0.1, y: 0.3, width: 0.06, height: 0.03 }),
  field('newsletter', { type: 'checkbox', x: 0.1, y: 0.36, width: 0.04, height: 0.03 }),
  field('size', { type: 'dropdown', x: 0.4, y: 0.42, width: 0.3, height: 0.04, options: [{ value: 's', label: 'Small' }, { value: 'l', label: 'Large (XL)' }] }),
  field('plan', { type: 'dropdown', x: 0.4, y: 0.5, width: 0.4, height: 0.04, options: [{ value: 'basic', label: 'מסלול בסיסי' }, { value: 'gold', label: 'Gold' }] }),
  field('notes', { x: 0.1, y: 0.6, page: 2 }),
];
const VALUES = { fullName: 'דנה כהן-לוי', agree: true, newsletter: false, size: 'l', plan: 'basic', notes: 'שורה שנייה' };

// A widget's rectangle as fractions of the page from its top left.
function widgetBox(widget: { getRectangle(): { x: number; y: number; width: number; height: number } }) {
  const rect = widget.getRectangle();
  return { x: rect.x / PAGE.width, y: 1 - (rect.y + rect.height) / PAGE.height, width: rect.width / PAGE.width, height: rect.height / PAGE.height };
}

describe('a filled PDF template’s AcroForm fields', () => {
  it('takes checkboxes always and dropdowns only when every option is plain Latin text', () => {
    expect(FIELDS.map((item) => isAcroFormField(item))).toEqual([false, true, true, true, false, false]);
    expect(isAcroFormReadable('Large (XL) – 2')).toBe(false);
    expect(isAcroFormReadable('Café 12/3')).toBe(true);
    expect(isAcroFormReadable('זהב')).toBe(false);
    expect(isAcroFormReadable('مرحبا')).toBe(false);
    expect(isAcroFormReadable(' ')).toBe(false);
  });

  it('makes checkboxes and Latin dropdowns real, editable fields named by the field, with their values, at their boxes', async () => {
    const filled = await PDFDocument.load(await fillTemplatePdf(await blankForm(2), FIELDS, VALUES, 'he'));
    const form = filled.getForm();
    expect(form.getFields().map((item) => item.getName()).sort()).toEqual(['agree', 'newsletter', 'size']);
    const agree = form.getField('agree');
    expect(agree).toBeInstanceOf(PDFCheckBox);
    expect((agree as PDFCheckBox).isChecked()).toBe(true);
    expect((agree as PDFCheckBox).isReadOnly()).toBe(false);
    expect(form.getCheckBox('newsletter').isChecked()).toBe(false);
    const size = form.getField('size');
    expect(size).toBeInstanceOf(PDFDropdown);
    expect((size as PDFDropdown).getOptions()).toEqual(['Small', 'Large (XL)']);
    expect((size as PDFDropdown).getSelected()).toEqual(['Large (XL)']);
    // The dropdown fills its box (pdf-lib widens a widget by half its border, 0.5 pt); the checkbox is a square
    // centred in its own, on the first page.
    const sizeBox = widgetBox(form.getDropdown('size').acroField.getWidgets()[0]!);
    expect(sizeBox.x).toBeCloseTo(0.4, 2);
    expect(sizeBox.y).toBeCloseTo(0.42, 2);
    expect(sizeBox.width).toBeCloseTo(0.3, 2);
    const agreeBox = widgetBox(form.getCheckBox('agree').acroField.getWidgets()[0]!);
    expect(agreeBox.x + agreeBox.width / 2).toBeCloseTo(0.13, 3);
    expect(agreeBox.y + agreeBox.height / 2).toBeCloseTo(0.315, 3);
    expect(agreeBox.width * PAGE.width).toBeCloseTo(agreeBox.height * PAGE.height, 3);
    const firstPageAnnots = filled.getPage(0).node.Annots()?.size() ?? 0;
    expect(firstPageAnnots).toBe(3);
    // Each widget has its appearance, so a reader shows the tick and the choice without redrawing.
    expect(form.getCheckBox('agree').acroField.getWidgets()[0]!.getAppearances()?.normal).toBeDefined();
    expect(filled.catalog.lookup(PDFName.of('AcroForm'))).toBeDefined();
  });

  it('places a field on a turned page where the page shows it', async () => {
    const source = await PDFDocument.load(await blankForm(1));
    source.getPage(0).setRotation(degrees(90));
    const filled = await PDFDocument.load(await fillTemplatePdf(await source.save(), [FIELDS[3]!], VALUES, 'he'));
    // Shown sideways the page is 841.89 wide and 595.28 high; the box's left edge (0.4 of the width) is 0.4 up the
    // unturned page, and its top (0.42 of the height) 0.42 from its left.
    const rect = filled.getForm().getDropdown('size').acroField.getWidgets()[0]!.getRectangle();
    expect(rect.y / PAGE.height).toBeCloseTo(0.4, 2);
    expect(rect.x / PAGE.width).toBeCloseTo(0.42, 2);
    expect(rect.height / PAGE.height).toBeCloseTo(0.3, 2);
    expect(rect.width / PAGE.width).toBeCloseTo(0.04, 2);
  });

  it('adds no form when the template has no checkbox or Latin dropdown', async () => {
    const filled = await PDFDocument.load(await fillTemplatePdf(await blankForm(2), [FIELDS[0]!, FIELDS[4]!], VALUES, 'he'));
    expect(filled.getForm().getFields()).toEqual([]);
  });

  it.skipIf(!HAS_PDFTOTEXT)('still draws Hebrew text and a Hebrew dropdown’s label, read in logical order', async () => {
    const bytes = await fillTemplatePdf(await blankForm(2), FIELDS, VALUES, 'he');
    const text = layoutText(bytes);
    expect(text).toContain('דנה כהן-לוי');
    expect(text).toContain('מסלול בסיסי');
    expect(text).toContain('שורה שנייה');
    expect(text).toContain('Intake form 1');
  });

  it.skipIf(!HAS_PDFTOTEXT)('keeps the fields’ values when the signing flow flattens the filled PDF', async () => {
    const flattened = await flattenSignedFields(await fillTemplatePdf(await blankForm(2), FIELDS, VALUES, 'he'), []);
    expect((await PDFDocument.load(flattened)).getForm().getFields()).toEqual([]);
    // Large (XL): pdftotext reads this page right to left, so it mirrors the parentheses.
    expect(layoutText(flattened)).toContain('Large');
  });
});
