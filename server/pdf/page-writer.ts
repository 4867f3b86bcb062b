import { rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { visualLine } from './bidi-line';
import { textWidth } from './fonts';

/** An A4 page in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The space a writer leaves free around its text on every page, in points. */
export interface PageMargins {
  top: number;
  bottom: number;
  side: number;
}

/** How a line of text is drawn. */
export interface LineStyle {
  size?: number;
  color?: Color;
  /** Distance from the reading side (the right in a right-to-left document). */
  indent?: number;
}

const BODY_SIZE = 10;
const LINE_HEIGHT = 1.45;
const TEXT = rgb(0.1, 0.1, 0.12);
const RULE = rgb(0.82, 0.82, 0.86);

/** Breaks a word wider than the line into pieces that fit, letter by letter. */
function breakWord(word: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const letter of word) {
    if (piece && textWidth(piece + letter, size) > width) {
      pieces.push(piece);
      piece = letter;
    } else piece += letter;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** A wrapped line and its width in points. */
export interface WrappedLine {
  text: string;
  width: number;
}

/** A logical line broken at spaces into lines no wider than `width` (words measured once each, a space between). */
export function wrapLine(text: string, size: number, width: number): WrappedLine[] {
  const space = textWidth(' ', size);
  const lines: WrappedLine[] = [];
  let line: WrappedLine | undefined;
  // Ordinary spaces and tabs only: a no-break space keeps its two sides on one line.
  for (const whole of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    for (const word of textWidth(whole, size) > width ? breakWord(whole, size, width) : [whole]) {
      const wordWidth = textWidth(word, size);
      if (line && line.width + space + wordWidth <= width) line = { text: `${line.text} ${word}`, width: line.width + space + wordWidth };
      else {
        if (line) lines.push(line);
        line = { text: word, width: wordWidth };
      }
    }
  }
  return line ? [...lines, line] : lines;
}

/**
 * Writes text down A4 pages in the document's direction: each line wrapped by words, put in visual order (Hebrew
 * right to left, numbers and e-mails left to right inside it), aligned to the reading side, and a page opened when
 * one fills. `onPage` draws what every page carries (a header band) as each page opens.
 */
export class PageWriter {
  readonly pages: PDFPage[] = [];
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    readonly isRtl: boolean,
    private readonly margins: PageMargins = { top: 48, bottom: 48, side: 48 },
    private readonly onPage: (page: PDFPage) => void = () => undefined,
  ) {
    this.openPage();
  }

  /** The width lines are wrapped to. */
  get lineWidth(): number {
    return A4.width - 2 * this.margins.side;
  }

  private get page(): PDFPage {
    return this.pages.at(-1)!;
  }

  private openPage(): void {
    const page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(page);
    this.y = A4.height - this.margins.top;
    this.onPage(page);
  }

  /** Opens a page unless `height` points still fit on this one. */
  keepTogether(height: number): void {
    if (this.y - height < this.margins.bottom) this.openPage();
  }

  /** Room `height` points tall below the text, on this page or a new one: `draw` paints it from its `top` down, with `left` the text's left edge. */
  block(height: number, draw: (page: PDFPage, box: { top: number; left: number }) => void): void {
    this.keepTogether(height);
    draw(this.page, { top: this.y, left: this.margins.side });
    this.y -= height;
  }

  /** The height of `lines` lines of text at a size. */
  linesHeight(lines: number, size = BODY_SIZE): number {
    return lines * size * LINE_HEIGHT;
  }

  /** A logical line of text (no line breaks), wrapped as it needs. */
  write(text: string, style: LineStyle = {}): void {
    const size = style.size ?? BODY_SIZE;
    const indent = style.indent ?? 0;
    for (const line of wrapLine(text, size, this.lineWidth - indent)) {
      this.keepTogether(size * LINE_HEIGHT);
      this.y -= size * LINE_HEIGHT;
      const x = this.isRtl ? A4.width - this.margins.side - indent - line.width : this.margins.side + indent;
      this.page.drawText(visualLine(line.text, this.isRtl), { x, y: this.y, size, font: this.font, color: style.color ?? TEXT });
    }
  }

  /** Empty space down the page, dropped at the top of a page. */
  space(points: number): void {
    if (this.y < A4.height - this.margins.top) this.y = Math.max(this.y - points, this.margins.bottom);
  }

  /** Space, then a thin rule from the reading side, across the page unless `length` says how long. */
  rule(options: { length?: number; color?: Color; thickness?: number } = {}): void {
    const length = Math.min(options.length ?? this.lineWidth, this.lineWidth);
    this.y -= 6;
    const start = this.isRtl ? A4.width - this.margins.side - length : this.margins.side;
    this.page.drawLine({ start: { x: start, y: this.y }, end: { x: start + length, y: this.y }, thickness: options.thickness ?? 0.5, color: options.color ?? RULE });
    this.y -= 4;
  }
}
