import type { ExportModel, ExportValue, ValueFormat } from './simulation-export-model';

/** How each kind of value is shown in a cell: numbers stay numbers, the format writes them. */
const NUMBER_FORMATS: Record<ValueFormat, string | undefined> = { money: '#,##0 "₪"', percent: '0.00%', number: '#,##0.##', text: undefined };

// A cell that starts with = + - @ would run as a formula in a spreadsheet: names come from the office's users.
const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * The simulation as a workbook: a summary sheet (what it is, its key results and every assumption) and a sheet of its
 * years, right to left in Hebrew, each header row bold and frozen, every figure a number with its number format.
 */
export async function simulationWorkbook(model: ExportModel): Promise<Buffer> {
  // exceljs is loaded on the first export, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Lishka';
  const { screen, file } = model.words;
  const frozen = { rightToLeft: model.isRtl, state: 'frozen' as const, ySplit: 1, xSplit: 0 };

  const summary = workbook.addWorksheet(file.summarySheet, { views: [frozen] });
  summary.columns = [{ width: 46 }, { width: 28 }];
  summary.addRow([file.item, file.value]).font = { bold: true };
  const add = (entry: ExportValue) => {
    const row = summary.addRow([safe(entry.label), typeof entry.value === 'string' ? safe(entry.value) : entry.value]);
    const format = NUMBER_FORMATS[entry.format];
    if (format) row.getCell(2).numFmt = format;
  };
  const section = (title: string) => {
    summary.addRow([]);
    summary.addRow([title]).font = { bold: true, size: 12 };
  };
  add({ label: screen.save.name, value: model.title, text: model.title, format: 'text' });
  model.heading.forEach(add);
  section(file.keyResults);
  model.figures.forEach(add);
  if (model.cover.figures.length > 0) {
    section(model.cover.title);
    model.cover.figures.forEach(add);
  }
  section(file.assumptions);
  model.assumptions.forEach(add);
  summary.addRow([]);
  summary.addRow([model.notModelled]).font = { italic: true };

  const years = workbook.addWorksheet(file.yearsSheet, { views: [frozen] });
  years.columns = [
    { header: screen.results.year, key: 'year', width: 8, style: { numFmt: '0' } },
    { header: screen.results.age, key: 'age', width: 8, style: { numFmt: '0.0' } },
    { header: file.salary, key: 'salary', width: 16, style: { numFmt: NUMBER_FORMATS.money } },
    { header: file.deposits, key: 'deposits', width: 18, style: { numFmt: NUMBER_FORMATS.money } },
    { header: screen.results.nominal, key: 'nominal', width: 20, style: { numFmt: NUMBER_FORMATS.money } },
    { header: screen.results.real, key: 'real', width: 22, style: { numFmt: NUMBER_FORMATS.money } },
  ];
  years.getRow(1).font = { bold: true };
  for (const year of model.years) years.addRow({ ...year });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
