import type { ReportModel } from './compliance-report-model';

/** The report as a workbook: a status sheet (the heading, then one row per check) and a findings sheet. */
export async function complianceWorkbook(model: ReportModel): Promise<Buffer> {
  // exceljs is loaded on the first export, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const { columns } = model.words;
  const status = workbook.addWorksheet(model.words.statusSheet, { views: [{ rightToLeft: model.isRtl }] });
  status.addRow([model.title]).font = { bold: true, size: 14 };
  for (const line of model.heading) status.addRow([line]);
  status.addRow([]);
  status.addRow([columns.check, columns.state, columns.count, columns.checked, columns.reason]).font = { bold: true };
  for (const check of model.checks) status.addRow([check.check, check.state, check.count, check.checked ?? '', check.reason]);
  status.columns.forEach((column, index) => (column.width = [42, 18, 12, 12, 60][index] ?? 20));

  const findings = workbook.addWorksheet(model.words.findingsSheet, { views: [{ rightToLeft: model.isRtl }] });
  findings.addRow([columns.check, columns.item, columns.detail, columns.at, columns.link]).font = { bold: true };
  // A cell that starts with = + - @ would run as a formula in a spreadsheet: names come from the office's users.
  const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  for (const row of model.findings) findings.addRow([row.check, safe(row.item), safe(row.detail), row.at, row.link]);
  findings.columns.forEach((column, index) => (column.width = [40, 32, 32, 22, 40][index] ?? 20));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
