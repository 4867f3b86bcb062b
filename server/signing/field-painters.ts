import { LineCapStyle, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawFittedLine, drawWrappedText } from './box-text';
import type { FieldFrame } from './field-frame';
import type { SignedField } from './signed-field';
import { formatSigningDate } from './signing-date';

/** What a painter draws with. */
export interface PaintContext {
  doc: PDFDocument;
  page: PDFPage;
  frame: FieldFrame;
  /** The text font (Hebrew and Latin). */
  textFont: PDFFont;
  /** The handwriting fonts, by script, then the text font for what they lack. */
  handwriting: PDFFont[];
  /** The office's language, for dates. */
  language: string;
}

/** Draws one filled field in its box. */
type FieldPainter = (context: PaintContext, field: SignedField) => Promise<void> | void;

const INK = rgb(0.06, 0.13, 0.4);
const TEXT = rgb(0.1, 0.1, 0.12);
const BOX_LINE = rgb(0.45, 0.45, 0.5);
const PADDING_SHARE = 0.08;

const padding = (frame: FieldFrame) => Math.min(frame.width, frame.height) * PADDING_SHARE;

/** The image's kind from its first bytes: PNG or JPEG, nothing else. */
async function embedImage(doc: PDFDocument, bytes: Uint8Array) {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return doc.embedPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return doc.embedJpg(bytes);
  throw new Error('A signature image must be PNG or JPEG');
}

/** A drawn or uploaded image scaled to fit the box, proportions kept, centred; else the typed text in handwriting. */
const paintSignature: FieldPainter = async ({ doc, page, frame, handwriting }, field) => {
  if (field.image) {
    const image = await embedImage(doc, field.image);
    const room = padding(frame);
    const scale = Math.min((frame.width - 2 * room) / image.width, (frame.height - 2 * room) / image.height);
    const [width, height] = [image.width * scale, image.height * scale];
    page.drawImage(image, { ...frame.at((frame.width - width) / 2, (frame.height - height) / 2), width, height, rotate: frame.rotate });
  } else if (field.value?.trim()) {
    drawFittedLine({ page, frame, color: INK, size: 72, padding: padding(frame) }, field.value.trim(), handwriting, 0.9);
  }
};

const paintDate: FieldPainter = ({ page, frame, textFont, language }, field) => {
  if (field.value?.trim()) drawFittedLine({ page, frame, color: TEXT, size: 12, padding: padding(frame) }, formatSigningDate(field.value, language), [textFont], 0.8);
};

const paintText: FieldPainter = ({ page, frame, textFont }, field) => {
  if (field.value?.trim()) drawWrappedText({ page, frame, color: TEXT, size: 12, padding: padding(frame) }, field.value.trim(), textFont);
};

/** A square in the box's middle, and a tick in it when the value is 'true'. */
const paintCheckbox: FieldPainter = ({ page, frame }, field) => {
  const side = Math.min(frame.width, frame.height) * 0.85;
  const [left, bottom] = [(frame.width - side) / 2, (frame.height - side) / 2];
  const point = (right: number, up: number) => frame.at(left + right * side, bottom + up * side);
  const corners = [point(0, 0), point(1, 0), point(1, 1), point(0, 1)];
  corners.forEach((corner, index) => page.drawLine({ start: corner, end: corners[(index + 1) % 4]!, thickness: Math.max(side * 0.04, 0.5), color: BOX_LINE }));
  if (field.value !== 'true') return;
  const tick = { thickness: side * 0.12, color: INK, lineCap: LineCapStyle.Round };
  page.drawLine({ start: point(0.2, 0.52), end: point(0.42, 0.26), ...tick });
  page.drawLine({ start: point(0.42, 0.26), end: point(0.82, 0.8), ...tick });
};

/** How each kind of field is drawn on the completed PDF. */
export const FIELD_PAINTERS: Record<SignedField['kind'], FieldPainter> = {
  signature: paintSignature,
  initials: paintSignature,
  date: paintDate,
  text: paintText,
  checkbox: paintCheckbox,
};
