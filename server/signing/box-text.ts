import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { visualLine } from '../pdf/bidi-line';
import { wrapLine } from '../pdf/page-writer';
import type { FieldFrame } from './field-frame';
import { fontRuns, type FontRun } from './font-runs';
import { isRightToLeft } from './text-direction';

const LINE_HEIGHT = 1.2;
const SMALLEST = 4;

interface BoxText {
  page: PDFPage;
  frame: FieldFrame;
  color: Color;
  /** The largest size; the text shrinks from it until it fits. */
  size: number;
  /** How far the text keeps from the box's edges, in points. */
  padding: number;
}

/** Draws runs of one line side by side from `right` points, on the baseline `up` points above the box's bottom. */
function drawRuns({ page, frame, color }: BoxText, runs: FontRun[], size: number, right: number, up: number): void {
  let across = right;
  for (const run of runs) {
    page.drawText(run.text, { ...frame.at(across, up), size, font: run.font, color, rotate: frame.rotate });
    across += run.width * size;
  }
}

/** One line, fonts chosen per character, as large as fits the box (up to `size`), centred. */
export function drawFittedLine(box: BoxText, text: string, fonts: PDFFont[], heightShare: number): void {
  const runs = fontRuns(visualLine(text, isRightToLeft(text)), fonts);
  const width = runs.reduce((sum, run) => sum + run.width, 0);
  const room = { width: box.frame.width - 2 * box.padding, height: box.frame.height - 2 * box.padding };
  const size = Math.max(Math.min(box.size, room.height * heightShare, width > 0 ? room.width / width : box.size), SMALLEST);
  const ascent = Math.max(...runs.map((run) => run.font.heightAtSize(size, { descender: false })));
  const descent = Math.max(...runs.map((run) => run.font.heightAtSize(size) - run.font.heightAtSize(size, { descender: false })));
  drawRuns(box, runs, size, (box.frame.width - width * size) / 2, (box.frame.height - ascent - descent) / 2 + descent);
}

/**
 * A text in one font, wrapped at spaces to the box's width and shrunk until its lines fit its height, each line in its
 * visual order and aligned to its reading side (right for Hebrew), the block centred top to bottom.
 */
export function drawWrappedText(box: BoxText, text: string, font: PDFFont): void {
  const isRtl = isRightToLeft(text);
  const room = { width: box.frame.width - 2 * box.padding, height: box.frame.height - 2 * box.padding };
  let size = Math.max(Math.min(box.size, room.height / LINE_HEIGHT), SMALLEST);
  let lines = text.split('\n').flatMap((line) => wrapLine(line, size, room.width));
  while (size > SMALLEST && (lines.length * size * LINE_HEIGHT > room.height || lines.some((line) => line.width > room.width))) {
    size = Math.max(size - 0.5, SMALLEST);
    lines = text.split('\n').flatMap((line) => wrapLine(line, size, room.width));
  }
  const lineHeight = size * LINE_HEIGHT;
  const top = box.frame.height - (box.frame.height - lines.length * lineHeight) / 2;
  lines.forEach((line, index) => {
    const baseline = top - index * lineHeight - size * 0.95;
    const runs = [{ text: visualLine(line.text, isRtl), font, width: line.width / size }];
    drawRuns(box, runs, size, isRtl ? box.frame.width - box.padding - line.width : box.padding, baseline);
  });
}
