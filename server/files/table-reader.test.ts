import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineCell, rowXml, sheetXml, workbookOf } from '../testing/workbook-parts';
import { TableError, type TableLimits } from './table';
import { createTableReader } from './table-reader';

const MIB = 1024 * 1024;
const LIMITS: TableLimits = {
  maxRows: 5_000,
  maxColumns: 200,
  maxCellChars: 32_767,
  maxHeaderChars: 255,
  maxTextChars: 10_000_000,
  archive: { maxEntries: 1_000, maxEntryBytes: 64 * MIB, maxTotalBytes: 128 * MIB, maxRatio: 100 },
};

const reader = createTableReader();
afterAll(() => reader.close());

const SMALL: TableLimits = { ...LIMITS, maxRows: 3, maxColumns: 4, maxCellChars: 10, maxHeaderChars: 8, maxTextChars: 40 };

const refusalOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof TableError ? `${error.reason}: ${error.detail}` : `not a TableError: ${String(error)}`),
  );

// A cell as ExcelJS shows it, as the import read workbooks before the worker (dates as YYYY-MM-DD, formulas by result).
function excelJsText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  return (cell.text ?? '').trim();
}

describe('the table reader', () => {
  it('reads a workbook in its worker as ExcelJS shows it: shared and rich strings, numbers, dates, formulas, booleans, errors', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('לקוחות');
    sheet.addRows([
      ['שם', 'Born', 'Number', 'Formula', 'Yes', 'Rich', 'Link', 'Error', 'Time'],
      ['יוני', new Date('1984-03-05T00:00:00Z'), 300000007, { formula: 'A2&"!"', result: 'יוני!' }, true, { richText: [{ text: 'a ' }, { text: 'b', font: { bold: true } }] }, { text: 'site', hyperlink: 'https://example.com' }, { error: '#N/A' }, 0.1],
      [],
      ['  padded  ', new Date('2024-12-31T00:00:00Z'), 1.5, { formula: '1+1', result: 2 }, false, 'x', '', '', 12.75],
    ]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const table = await reader.read({ data, limits: LIMITS, keepRows: 10 });

    const shown = new ExcelJS.Workbook();
    await shown.xlsx.load(data as unknown as ArrayBuffer);
    const shownSheet = shown.worksheets[0]!;
    const rowText = (row: number): string[] => Array.from({ length: 9 }, (_unused, at) => excelJsText(shownSheet.getRow(row).getCell(at + 1)));
    expect(table.columns).toEqual(rowText(1));
    expect(table.rows).toEqual([
      { row: 2, values: rowText(2) },
      { row: 4, values: rowText(4) },
    ]);
    expect(table.rows[0]!.values.slice(0, 5)).toEqual(['יוני', '1984-03-05', '300000007', 'יוני!', 'true']);
    expect(table.rowCount).toBe(2);
  });

  it('counts dates from 1904 when the workbook says so, and keeps only the rows asked for while counting all', async () => {
    const styles = '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>';
    const rows = [rowXml(1, inlineCell('A1', 'Date')), ...Array.from({ length: 5 }, (_unused, index) => rowXml(index + 2, `<c r="A${index + 2}" s="1"><v>${index}</v></c>`))];
    const table = await reader.read({ data: workbookOf({ sheet: sheetXml(rows.join('')), styles, date1904: true }), limits: LIMITS, keepRows: 2 });
    expect(table).toEqual({ columns: ['Date'], rows: [{ row: 2, values: ['1904-01-01'] }, { row: 3, values: ['1904-01-02'] }], rowCount: 5 });
  });

  it('reads a sheet whose writer prefixed its elements (x:row, as the OpenXML SDK writes)', async () => {
    const cell = (reference: string, text: string) => `<x:c r="${reference}" t="inlineStr"><x:is><x:t>${text}</x:t></x:is></x:c>`;
    const sheet = `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1">${cell('A1', 'שם')}</x:row><x:row r="2">${cell('A2', 'יוני')}</x:row></x:sheetData></x:worksheet>`;
    expect(await reader.read({ data: workbookOf({ sheet }), limits: LIMITS, keepRows: 10 })).toEqual({ columns: ['שם'], rows: [{ row: 2, values: ['יוני'] }], rowCount: 1 });
  });

  it('refuses a CSV or a workbook at the first row, cell, header or character past a limit', async () => {
    const csv = (text: string) => reader.read({ data: Buffer.from(text), limits: SMALL, keepRows: 10 });
    expect(await refusalOf(csv('a,b\n1,2\n3,4\n5,6\n7,8\n9,10\n11,12\n'))).toBe('too-many-rows: row 5');
    expect(await refusalOf(csv('a,b\n1,2\n3,4\n,\n5,6\n'))).toBe('accepted');
    expect(await refusalOf(csv('a,b\n1,12345678901\n'))).toBe('cell-too-long: a cell of 11 characters');
    expect(await refusalOf(csv('a,b,c,d,e\n1,2,3,4,5\n'))).toBe('too-many-columns: 5 columns');
    expect(await refusalOf(csv('a,b,c,d,,,,,,,\n1,2,3,4,5,6,7,8,9\n'))).toBe('accepted');
    expect(await refusalOf(csv('a,bbbbbbbbb\n1,2\n'))).toBe('header-too-long: a header of 9 characters');
    expect(await refusalOf(csv('a,b,c\n1234567890,1234567890,1234567890\n1234567890,x,x\n'))).toBe('too-much-text: 42 characters by row 3');
    expect(await refusalOf(csv('a,b\n1,\u0000\n'))).toBe('not-a-table: control characters');
    expect(await refusalOf(reader.read({ data: Buffer.from([0xff, 0xfe, 0x00]), limits: SMALL, keepRows: 1 }))).toBe('not-a-table: not UTF-8 text');

    const book = (...rows: string[]) => reader.read({ data: workbookOf({ sheet: sheetXml(rows.join('')) }), limits: SMALL, keepRows: 10 });
    const header = rowXml(1, inlineCell('A1', 'a') + inlineCell('B1', 'b'));
    const row = (number: number, text = 'x') => rowXml(number, inlineCell(`A${number}`, text));
    expect(await refusalOf(book(header, row(2), row(3), row(4), row(5), row(6)))).toBe('too-many-rows: row 5');
    expect(await refusalOf(book(header, row(2, '12345678901')))).toBe('cell-too-long: a cell of 11 characters');
    expect(await refusalOf(book(rowXml(1, inlineCell('A1', 'a') + inlineCell('E1', 'e'))))).toBe('too-many-columns: a header in column 5');
    // A far column under no header is dropped, not refused; a sheet without row 1 has no headers.
    expect(await book(header, rowXml(2, inlineCell('A2', 'x') + inlineCell('XFD2', 'far')))).toEqual({ columns: ['a', 'b'], rows: [{ row: 2, values: ['x', ''] }], rowCount: 1 });
    expect(await book(row(2), row(3))).toEqual({ columns: [], rows: [], rowCount: 0 });
    expect(await refusalOf(reader.read({ data: workbookOf({ sheet: '<worksheet><sheetData><row>' }), limits: SMALL, keepRows: 1 }))).toMatch(/^unreadable/);
    expect(await refusalOf(reader.read({ data: workbookOf({ sheet: '<!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet/>' }), limits: SMALL, keepRows: 1 }))).toMatch(/^unreadable/);
  });

  it('stops a file past its time, and reads the next one in a new worker', async () => {
    const slow = createTableReader({ timeoutMs: 1 });
    try {
      const big = Buffer.from(`a,b\n${'1,2\n'.repeat(4_000)}`);
      expect(await refusalOf(slow.read({ data: big, limits: LIMITS, keepRows: 10 }))).toMatch(/^too-complex: not read within 1 ms/);
    } finally {
      await slow.close();
    }
    expect(await reader.read({ data: Buffer.from('a\n1\n'), limits: LIMITS, keepRows: 1 })).toMatchObject({ rowCount: 1 });
  });

  it('stops a file that needs more memory than the worker has', async () => {
    const small = createTableReader({ resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 } });
    try {
      expect(await small.read({ data: Buffer.from('a\n1\n'), limits: LIMITS, keepRows: 1 })).toMatchObject({ rowCount: 1 });
      const header = Array.from({ length: 200 }, (_unused, at) => `c${at}`).join(',');
      const rows = Array.from({ length: 5_000 }, (_unused, row) => Array.from({ length: 200 }, (_cell, at) => (row * 200 + at).toString(36)).join(','));
      const wide = Buffer.from([header, ...rows].join('\n'));
      expect(await refusalOf(small.read({ data: wide, limits: LIMITS, keepRows: 5_000 }))).toMatch(/^too-complex: the worker ran out of memory/);
      expect(await small.read({ data: Buffer.from('a\n1\n'), limits: LIMITS, keepRows: 1 })).toMatchObject({ rowCount: 1 });
    } finally {
      await small.close();
    }
  });

  it('reads one file at a time and refuses one past those waiting', async () => {
    const queued = createTableReader({ maxWaiting: 1 });
    try {
      const file = { data: Buffer.from('a\n1\n'), limits: LIMITS, keepRows: 1 };
      const answers = await Promise.all([refusalOf(queued.read(file)), refusalOf(queued.read(file)), refusalOf(queued.read(file))]);
      expect(answers).toEqual(['accepted', 'accepted', 'busy: 1 files waiting']);
    } finally {
      await queued.close();
    }
  });

  it('loads its TypeScript worker under tsx too, as npm start runs the server', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const file = join(mkdtempSync(join(tmpdir(), 'table-reader-')), 'people.xlsx');
    writeFileSync(file, workbookOf({ sheet: sheetXml(rowXml(1, inlineCell('A1', 'שם')) + rowXml(2, inlineCell('A2', 'יוני'))) }));
    const { stdout } = await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['server/testing/read-table-cli.ts', file], { cwd: root });
    expect(JSON.parse(stdout)).toEqual({ columns: ['שם'], rows: [{ row: 2, values: ['יוני'] }], rowCount: 1 });
  });
});
