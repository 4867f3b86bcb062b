import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { visualLine } from '../../pdf/bidi-line';
import { textWidth } from '../../pdf/fonts';
import { newTextDocument } from '../../pdf/new-document';
import { numberPages } from '../../pdf/page-frame';
import { PageWriter } from '../../pdf/page-writer';
import { drawBalanceChart } from './simulation-export-chart';
import { valueWriters, type ExportModel, type ExportValue } from './simulation-export-model';

const SIZES = { title: 20, heading: 13, body: 10, table: 8.5 } as const;
const COLORS = { text: rgb(0.1, 0.1, 0.12), muted: rgb(0.38, 0.38, 0.42), band: rgb(0.93, 0.94, 0.97), rule: rgb(0.82, 0.82, 0.86) } as const;
const ROW = 16;
const TABLE_ROW = 13;
const CHART_HEIGHT = 230;

/** Draws a run of text in a column: `from` is the column's edge on the reading side, `width` its width, aligned to that side or the other. */
function cell(page: PDFPage, font: PDFFont, text: string, at: { from: number; width: number; y: number; size: number; isRtl: boolean; alignEnd?: boolean; color?: typeof COLORS.text }): void {
  const width = textWidth(text, at.size);
  const toReadingSide = !at.alignEnd;
  // In a right-to-left page `from` is a right edge; in a left-to-right one a left edge.
  const x = at.isRtl ? (toReadingSide ? at.from - width : at.from - at.width) : toReadingSide ? at.from : at.from + at.width - width;
  page.drawText(visualLine(text, at.isRtl), { x, y: at.y, size: at.size, font, color: at.color ?? COLORS.text });
}

/** Label and value pairs, two columns from the reading side. */
function pairs(writer: PageWriter, font: PDFFont, entries: readonly ExportValue[]): void {
  const labelWidth = writer.lineWidth * 0.55;
  for (const entry of entries) {
    writer.block(ROW, (page, box) => {
      const start = writer.isRtl ? box.left + writer.lineWidth : box.left;
      const y = box.top - ROW + 4;
      cell(page, font, entry.label, { from: start, width: labelWidth, y, size: SIZES.body, isRtl: writer.isRtl, color: COLORS.muted });
      const valueFrom = writer.isRtl ? start - labelWidth : start + labelWidth;
      cell(page, font, entry.text, { from: valueFrom, width: writer.lineWidth - labelWidth, y, size: SIZES.body, isRtl: writer.isRtl });
    });
  }
}

/** The year-by-year table, its header repeated at the top of every page it runs onto. */
function yearsTable(writer: PageWriter, font: PDFFont, model: ExportModel): void {
  const { screen, file } = model.words;
  const write = valueWriters(model.language);
  const widths = [0.08, 0.08, 0.19, 0.19, 0.23, 0.23].map((share) => share * writer.lineWidth);
  const draw = (page: PDFPage, box: { top: number; left: number }, texts: string[], isHeader: boolean) => {
    if (isHeader) page.drawRectangle({ x: box.left, y: box.top - TABLE_ROW, width: writer.lineWidth, height: TABLE_ROW, color: COLORS.band });
    let from = writer.isRtl ? box.left + writer.lineWidth : box.left;
    texts.forEach((text, index) => {
      const width = widths[index]!;
      // Figures line up at the column's far end; the header's words too, above them.
      cell(page, font, text, { from: writer.isRtl ? from - 4 : from + 4, width: width - 8, y: box.top - TABLE_ROW + 3.5, size: SIZES.table, isRtl: writer.isRtl, alignEnd: index > 1 });
      from = writer.isRtl ? from - width : from + width;
    });
    page.drawLine({ start: { x: box.left, y: box.top - TABLE_ROW }, end: { x: box.left + writer.lineWidth, y: box.top - TABLE_ROW }, thickness: 0.3, color: COLORS.rule });
  };
  const header = [screen.results.year, screen.results.age, file.salary, file.deposits, screen.results.nominal, screen.results.real];
  let pageCount = 0;
  for (const year of model.years) {
    writer.keepTogether(TABLE_ROW * (pageCount === writer.pages.length ? 1 : 2));
    if (pageCount !== writer.pages.length) {
      pageCount = writer.pages.length;
      writer.block(TABLE_ROW, (page, box) => draw(page, box, header, true));
    }
    const texts = [String(year.year), write.number(year.age), write.money(year.salary), write.money(year.deposits), write.money(year.nominal), write.money(year.real)];
    writer.block(TABLE_ROW, (page, box) => draw(page, box, texts, false));
  }
}

/**
 * The simulation as an A4 PDF in its language's direction: its name, whom and when it is for, the key results and
 * what the model leaves out, every assumption, the balance over the years as a chart and as a table.
 */
export async function simulationPdf(model: ExportModel, meta: { createdAt: Date }): Promise<Buffer> {
  const { doc, font } = await newTextDocument({ title: model.title, language: model.language, createdAt: meta.createdAt });
  const { screen, file } = model.words;
  const writer = new PageWriter(doc, font, model.isRtl, { top: 48, bottom: 56, side: 48 });
  const heading = (text: string) => {
    writer.keepTogether(writer.linesHeight(3, SIZES.heading));
    writer.space(10);
    writer.write(text, { size: SIZES.heading });
    writer.rule();
  };
  writer.write(model.title, { size: SIZES.title });
  writer.space(4);
  for (const line of model.heading) writer.write(`${line.label}: ${line.text}`, { color: COLORS.muted });

  heading(file.keyResults);
  pairs(writer, font, model.figures);
  if (model.cover.figures.length > 0) {
    writer.space(6);
    writer.write(model.cover.title, { size: SIZES.body + 1 });
    pairs(writer, font, model.cover.figures);
  }
  if (model.years.length > 0 && !model.figures.some((figure) => figure.label === screen.results.pensionNominal)) writer.write(screen.results.lumpSum, { color: COLORS.muted });
  writer.space(6);
  writer.write(model.notModelled, { color: COLORS.muted, size: 9 });

  heading(file.assumptions);
  pairs(writer, font, model.assumptions);

  if (model.years.length > 0) {
    // The chart's heading goes with it onto the next page rather than be left alone at the foot of this one.
    writer.keepTogether(writer.linesHeight(3, SIZES.heading) + CHART_HEIGHT);
    heading(file.chartTitle);
    writer.block(CHART_HEIGHT, (page, box) =>
      drawBalanceChart(page, font, { left: box.left, top: box.top - 8, width: writer.lineWidth, height: CHART_HEIGHT - 16 }, model.years, { nominal: screen.results.nominal, real: screen.results.real, age: screen.results.age, balance: file.balance }, { isRtl: model.isRtl, language: model.language }),
    );
    heading(file.yearByYear);
    yearsTable(writer, font, model);
  }
  numberPages(writer.pages, font);
  return Buffer.from(await doc.save());
}
