import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldFrame } from './field-frame';
import { flattenSignedFields } from './flatten-signed-fields';
import { contractPdf, HAS_POPPLER, HEBREW_TEXT, pdfText, renderPages, signedFields, TYPED_SIGNATURE } from './signing-pdf.test-support';
import { formatSigningDate } from './signing-date';

let original: Uint8Array;
let flattened: Uint8Array;

beforeAll(async () => {
  original = await contractPdf();
  flattened = await flattenSignedFields(original, signedFields(), { language: 'he' });
});

describe('flattenSignedFields', () => {
  it('keeps the pages and leaves no form field or annotation to edit', async () => {
    const doc = await PDFDocument.load(flattened);
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getForm().getFields()).toHaveLength(0);
    for (const page of doc.getPages()) expect(page.node.Annots()?.size() ?? 0).toBe(0);
  });

  it('refuses a field on a page the document does not have', async () => {
    const [first] = signedFields();
    await expect(flattenSignedFields(original, [{ ...first!, page: 3 }])).rejects.toThrow(/page 3/);
  });

  it('refuses a signature image that is neither PNG nor JPEG', async () => {
    const [drawn] = signedFields();
    await expect(flattenSignedFields(original, [{ ...drawn!, image: new TextEncoder().encode('GIF89a…') }])).rejects.toThrow(/PNG or JPEG/);
  });

  it('embeds the handwriting font only when a signature was typed', async () => {
    const fontsOf = async (bytes: Uint8Array) =>
      (await PDFDocument.load(bytes)).context
        .enumerateIndirectObjects()
        .filter(([, object]) => object instanceof PDFDict && /Amatic/i.test(object.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.asString() ?? '')).length;
    expect(await fontsOf(flattened)).toBeGreaterThan(0);
    const drawnOnly = signedFields().filter((field) => field.method !== 'typed');
    expect(await fontsOf(await flattenSignedFields(original, drawnOnly))).toBe(0);
  });

  it.skipIf(!HAS_POPPLER)('draws the typed Hebrew, the date and the text readable in order, and keeps the form field’s text', () => {
    renderPages(flattened, 'flattened');
    const text = pdfText(flattened, 'flattened');
    expect(text).toContain('Ref 2026-117');
    expect(text).toContain(TYPED_SIGNATURE);
    expect(text).toContain('27/11/2026');
    expect(text).toContain('Dana Cohen, ID 123456782');
    for (const words of [HEBREW_TEXT.slice(0, 20), 'בסך', '12,500']) expect(text).toContain(words);
    expect(text.indexOf('אני מאשרת')).toBeLessThan(text.indexOf('תנאי התשלום'));
  });
});

describe('fieldFrame', () => {
  it('maps a box given from the top left of the page as shown into the page’s space, on a turned page too', async () => {
    const doc = await PDFDocument.load(original);
    const upright = fieldFrame(doc.getPage(0), { x: 0.1, y: 0.2, width: 0.5, height: 0.1 });
    expect(upright.at(0, 0).x).toBeCloseTo(59.528);
    expect(upright.at(0, 0).y).toBeCloseTo(841.89 * 0.7);
    // Page 2 is turned 90° clockwise: shown 841.89 wide, 595.28 high; its shown top left is the page's bottom left.
    const turned = fieldFrame(doc.getPage(1), { x: 0, y: 0, width: 0.5, height: 0.1 });
    expect(turned.width).toBeCloseTo(841.89 / 2);
    expect(turned.rotate.angle).toBe(90);
    expect(turned.at(0, turned.height)).toEqual({ x: 0, y: 0 });
    expect(turned.at(turned.width, turned.height).y).toBeCloseTo(841.89 / 2);
  });
});

describe('formatSigningDate', () => {
  it('reads a date as the office does, without a time zone', () => {
    expect(formatSigningDate('2026-11-27', 'he')).toBe('27/11/2026');
    expect(formatSigningDate('2026-11-07', 'en')).toBe('7 Nov 2026');
    expect(formatSigningDate('2026-01-31', 'es')).toBe('31/01/2026');
    expect(formatSigningDate('soon', 'en')).toBe('soon');
  });
});
