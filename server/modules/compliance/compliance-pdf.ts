import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReportModel } from './compliance-report-model';

// DejaVu Sans: Hebrew, Latin and Cyrillic in one face, so a line mixing them needs no font switch (fonts/DejaVuSans.LICENSE).
const FONT_URL = new URL('./fonts/DejaVuSans.ttf', import.meta.url);
let fontBytes: Buffer | undefined;

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const SIZES = { title: 20, heading: 14, body: 10 } as const;
const LINE = 1.45;
const COLORS = { text: rgb(0.1, 0.1, 0.12), muted: rgb(0.38, 0.38, 0.42), problem: rgb(0.7, 0.12, 0.12), ok: rgb(0.1, 0.45, 0.2), rule: rgb(0.82, 0.82, 0.86) } as const;

const bidi = bidiFactory();

/** A logical line as it is drawn: the Unicode Bidirectional Algorithm's visual order in a paragraph of the page's direction. */
function visual(text: string, isRtl: boolean): string {
  return bidi.getReorderedString(text, bidi.getEmbeddingLevels(text, isRtl ? 'rtl' : 'ltr'));
}

const HEBREW_RUN = /([\u0590-\u05FF\uFB1D-\uFB4F]+)/;

/**
 * The pieces of a visual line to draw left to right. The font engine lays out a piece whose first letter is of a
 * right-to-left script right to left, reversing it: each Hebrew piece is handed over in logical order so that it
 * lands in visual order, and every other piece (Latin, digits, spaces, punctuation) as it is.
 */
function drawnPieces(visualLine: string): string[] {
  return visualLine
    .split(HEBREW_RUN)
    .filter((piece) => piece !== '')
    .map((piece) => (HEBREW_RUN.test(piece) ? [...piece].reverse().join('') : piece));
}

/** Writes lines down pages, each aligned to the page's reading side, wrapping by words and opening a page when one fills. */
class PageWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly isRtl: boolean,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return line ? [...lines, line] : lines;
  }

  /** A paragraph, indented from the reading side by `indent`. */
  write(text: string, options: { size?: number; color?: ReturnType<typeof rgb>; indent?: number } = {}): void {
    const size = options.size ?? SIZES.body;
    const indent = options.indent ?? 0;
    const width = A4.width - 2 * MARGIN - indent;
    for (const line of this.wrap(text, size, width)) {
      if (this.y - size * LINE < MARGIN) {
        this.page = this.doc.addPage([A4.width, A4.height]);
        this.y = A4.height - MARGIN;
      }
      this.y -= size * LINE;
      const pieces = drawnPieces(visual(line, this.isRtl));
      const widths = pieces.map((piece) => this.font.widthOfTextAtSize(piece, size));
      let x = this.isRtl ? A4.width - MARGIN - indent - widths.reduce((sum, width) => sum + width, 0) : MARGIN + indent;
      pieces.forEach((piece, index) => {
        this.page.drawText(piece, { x, y: this.y, size, font: this.font, color: options.color ?? COLORS.text });
        x += widths[index] ?? 0;
      });
    }
  }

  /** Space, then a thin rule across the page. */
  rule(): void {
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.5, color: COLORS.rule });
    this.y -= 4;
  }
}

/** The report as an A4 PDF in its language's direction, with a font that has Hebrew letters. */
export async function compliancePdf(model: ReportModel, meta: { createdAt: Date }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  fontBytes ??= readFileSync(FONT_URL);
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(model.title);
  doc.setLanguage(model.language);
  doc.setCreationDate(meta.createdAt);
  doc.setProducer('Lishka');
  const writer = new PageWriter(doc, font, model.isRtl);
  writer.write(model.title, { size: SIZES.title });
  for (const line of model.heading) writer.write(line, { color: COLORS.muted });
  writer.rule();
  const { words } = model;
  for (const check of model.checks) {
    writer.write(`${check.check} — ${check.state}`, { size: SIZES.heading, color: check.isProblem ? COLORS.problem : check.state === words.states.ok ? COLORS.ok : COLORS.text });
    const counts = [`${words.columns.count}: ${check.count}`, ...(check.checked !== null ? [`${words.columns.checked}: ${check.checked}`] : [])].join(' · ');
    writer.write(counts, { color: COLORS.muted });
    if (check.reason) writer.write(`${words.columns.reason}: ${check.reason}`, { color: COLORS.muted });
    for (const finding of model.findings.filter((row) => row.check === check.check)) {
      writer.write(`• ${[finding.item, finding.detail, finding.at].filter(Boolean).join(' · ')}`, { indent: 12 });
    }
    if (check.count > model.findings.filter((row) => row.check === check.check).length) {
      writer.write(words.more.replace('{{count}}', String(check.count - model.findings.filter((row) => row.check === check.check).length)), { indent: 12, color: COLORS.muted });
    }
    writer.rule();
  }
  return Buffer.from(await doc.save());
}
