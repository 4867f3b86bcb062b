import { PassThrough } from 'node:stream';
import Papa from 'papaparse';
import type { HoldingsFieldFormat } from '../../engine/xml/holdings-fields';
import type { Table } from './holdings-table';

const BOM = '\uFEFF';

// Each format's number format: money with two decimals, percentages as written (6.00 is 6%, so the sign is text).
const NUMBER_FORMATS: Partial<Record<HoldingsFieldFormat, string>> = { money: '#,##0.00', percent: '0.00##"%"', number: '0' };
const WIDTHS: Record<HoldingsFieldFormat, number> = { text: 22, code: 10, money: 16, percent: 12, date: 12, number: 10 };

// A cell that starts with = + - @ would run as a formula in a spreadsheet: the texts come from the file.
const safe = (value: string | number | null): string | number | null => (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A table as CSV with a UTF-8 byte-order mark (so Excel reads the Hebrew), formulas neutralised. */
export function csvOf(table: Table): Buffer {
  const text = Papa.unparse([table.columns.map((column) => column.header), ...table.rows.map((row) => row.map((value) => value ?? ''))], { escapeFormulae: true });
  return Buffer.from(BOM + text, 'utf8');
}

/**
 * Tables as a workbook, one sheet each: header bold and frozen, right to left when asked, numbers kept numbers with
 * their format; dates stay ISO texts (yyyy-mm-dd), which every spreadsheet sorts. Sheet names are cut to Excel's 31.
 * Written by exceljs' streaming writer, a row at a time (the whole-workbook writer took seconds for a few thousand rows).
 */
export async function xlsxOf(tables: readonly Table[], isRtl: boolean): Promise<Buffer> {
  // exceljs is loaded on the first spreadsheet, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Lishka';
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), { views: [{ rightToLeft: isRtl, state: 'frozen', ySplit: 1, xSplit: 0 }] });
    sheet.columns = table.columns.map((column) => {
      const numFmt = NUMBER_FORMATS[column.format];
      return { header: column.header, width: Math.max(WIDTHS[column.format], column.header.length + 2), ...(numFmt ? { style: { numFmt } } : {}) };
    });
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for (const row of table.rows) sheet.addRow(row.map(safe)).commit();
    sheet.commit();
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}
