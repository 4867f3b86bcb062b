import { rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { visualLine } from '../pdf/bidi-line';
import { textWidth } from '../pdf/fonts';
import { A4, wrapLine } from '../pdf/page-writer';
import { isRightToLeft } from './text-direction';

/** A line of a cell: its text (logical order) and how it looks. */
export interface CellLine {
  text: string;
  size?: number;
  color?: Color;
}

/** A table: each column's share of the width (from the reading side), an optional header row, rows of cells. */
export interface Table {
  columns: number[];
  header?: CellLine[][];
  rows: CellLine[][][];
  /** The background of the rows (the header has its own). */
  fill?: Color;
}

const MARGIN = { top: 80, bottom: 56, side: 40 } as const;
const PAD = 5;
const LEADING = 1.3;
const BODY = 8.5;
export const INK = rgb(0.1, 0.1, 0.14);
export const MUTED = rgb(0.42, 0.42, 0.48);
const LINE = rgb(0.8, 0.82, 0.86);
const HEADER_FILL = rgb(0.9, 0.93, 0.96);

/**
 * The certificate's A4 pages, filled top to bottom in the leading language's direction: lines of text, headings and
 * tables whose rows never split across pages (a table's header repeats on each page it runs onto).
 */
export class CertificateSheet {
  readonly pages: PDFPage[] = [];
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    readonly isRtl: boolean,
    private readonly onPage: (page: PDFPage) => void,
  ) {
    this.openPage();
  }

  get width(): number {
    return A4.width - 2 * MARGIN.side;
  }

  private get page(): PDFPage {
    return this.pages.at(-1)!;
  }

  private openPage(): void {
    this.pages.push(this.doc.addPage([A4.width, A4.height]));
    this.y = A4.height - MARGIN.top;
    this.onPage(this.page);
  }

  /** Opens a page unless `height` points still fit on this one; true when it opened one. */
  private keepTogether(height: number): boolean {
    if (this.y - height >= MARGIN.bottom) return false;
    this.openPage();
    return true;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Draws a logical line in visual order, from `left` points across the page, on the baseline `baseline`. */
  private draw(text: string, left: number, baseline: number, size: number, color: Color): void {
    this.page.drawText(visualLine(text, isRightToLeft(text)), { x: left, y: baseline, size, font: this.font, color });
  }

  /** A line of text centred across the page. */
  centred(line: CellLine): void {
    const size = line.size ?? BODY;
    this.keepTogether(size * LEADING);
    this.y -= size * LEADING;
    this.draw(line.text, (A4.width - textWidth(line.text, size)) / 2, this.y, size, line.color ?? INK);
  }

  /** A paragraph wrapped to the page, aligned to its own reading side. */
  paragraph(line: CellLine): void {
    const size = line.size ?? BODY;
    for (const wrapped of wrapLine(line.text, size, this.width)) {
      this.keepTogether(size * LEADING);
      this.y -= size * LEADING;
      const left = isRightToLeft(line.text) ? A4.width - MARGIN.side - wrapped.width : MARGIN.side;
      this.draw(wrapped.text, left, this.y, size, line.color ?? INK);
    }
  }

  /** One line in two languages: the leading one's words on the reading side, the other's on the far side. */
  sides(leading: string, other: string, size = BODY, color: Color = INK): void {
    this.keepTogether(size * LEADING);
    this.y -= size * LEADING;
    const [right, left] = this.isRtl ? [leading, other] : [other, leading];
    this.draw(left, MARGIN.side, this.y, size, color);
    this.draw(right, A4.width - MARGIN.side - textWidth(right, size), this.y, size, color);
  }

  /** A section heading in two languages (see sides), a rule below, kept on the page with what follows it. */
  heading(leading: string, other: string): void {
    this.keepTogether(80);
    this.sides(leading, other, 12);
    this.y -= 5;
    this.page.drawLine({ start: { x: MARGIN.side, y: this.y }, end: { x: A4.width - MARGIN.side, y: this.y }, thickness: 1, color: INK });
    this.y -= 6;
  }

  /** A cell's lines wrapped to its width. */
  private wrapCell(cell: CellLine[], width: number) {
    return cell.flatMap((line) => wrapLine(line.text, line.size ?? BODY, width - 2 * PAD).map((wrapped) => ({ ...wrapped, line })));
  }

  private row(table: Table, cells: CellLine[][], fill: Color | undefined): void {
    const widths = table.columns.map((share) => share * this.width);
    const wrapped = cells.map((cell, index) => this.wrapCell(cell, widths[index]!));
    const height = Math.max(...wrapped.map((lines) => lines.reduce((sum, { line }) => sum + (line.size ?? BODY) * LEADING, 0))) + 2 * PAD;
    if (this.keepTogether(height) && table.header && cells !== table.header) this.row(table, table.header, HEADER_FILL);
    const top = this.y;
    this.y -= height;
    if (fill) this.page.drawRectangle({ x: MARGIN.side, y: this.y, width: this.width, height, color: fill });
    // Both edges: a row's fill would cover half of the line under the row above.
    for (const edgeY of [top, this.y]) this.page.drawLine({ start: { x: MARGIN.side, y: edgeY }, end: { x: A4.width - MARGIN.side, y: edgeY }, thickness: 0.5, color: LINE });
    let edge = 0;
    wrapped.forEach((lines, index) => {
      const cellWidth = widths[index]!;
      const cellLeft = this.isRtl ? A4.width - MARGIN.side - edge - cellWidth : MARGIN.side + edge;
      let baseline = top - PAD;
      for (const { text, width, line } of lines) {
        const size = line.size ?? BODY;
        baseline -= size * LEADING;
        const left = this.isRtl ? cellLeft + cellWidth - PAD - width : cellLeft + PAD;
        this.draw(text, left, baseline + size * (LEADING - 1), size, line.color ?? INK);
      }
      edge += cellWidth;
    });
  }

  /** A table, its header first; a row that does not fit opens a page, where the header is drawn again. */
  table(table: Table): void {
    if (table.header) this.row(table, table.header, HEADER_FILL);
    for (const cells of table.rows) this.row(table, cells, table.fill);
  }
}
