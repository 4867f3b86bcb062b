import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { readSingleFilePart, SingleFileError } from '../../http/single-file-part';
import { transferError } from './client-transfer.messages';

/** The multipart field that carries the file. */
export const IMPORT_FILE_FIELD = 'file';

/** The largest file an import reads, in bytes (5MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The most data rows an import reads. */
export const IMPORT_MAX_ROWS = 5_000;

/** A row of the file: its number as a spreadsheet shows it (the header is row 1) and its cells by header. */
export interface ImportRow {
  row: number;
  cells: Record<string, string>;
}

/** A file's table: its headers, in order, and its data rows. */
export interface ImportTable {
  columns: string[];
  rows: ImportRow[];
}

/** A multipart upload: the file's bytes and the text fields sent with it. */
export interface ImportUpload {
  data: Buffer;
  fields: Record<string, string>;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// Text has no control characters but tab, line feed and carriage return.
const isControl = (code: number): boolean => code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
const hasControl = (text: string): boolean => [...text.slice(0, 65_536)].some((character) => isControl(character.charCodeAt(0)));

/** Reads the one file (field `file`) and the text fields of a multipart request; 415 when it is not one, 413 past 5MB, 400 without the file. */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw transferError(415, 'IMPORT_FILE_MISSING');
  try {
    const { data, fields } = await readSingleFilePart(request, { field: IMPORT_FILE_FIELD, maxBytes: IMPORT_MAX_BYTES, textFields: { count: 5, maxBytes: 256 * 1024 } });
    return { data, fields };
  } catch (error) {
    if (!(error instanceof SingleFileError)) throw error;
    throw error.reason === 'too-large' ? transferError(413, 'IMPORT_FILE_TOO_LARGE') : transferError(400, 'IMPORT_FILE_MISSING');
  }
}

const trimmedHeaders = (headers: unknown[]): string[] => headers.map((header) => String(header ?? '').trim());

function csvTable(text: string): ImportTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...body] = parsed.data;
  const columns = trimmedHeaders(header);
  return { columns, rows: body.map((cells, index) => ({ row: index + 2, cells: Object.fromEntries(columns.map((column, at) => [column, (cells[at] ?? '').trim()])) })) };
}

// A cell as the sheet shows it: dates as YYYY-MM-DD, formulas by their result.
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  return (cell.text ?? '').trim();
}

async function xlsxTable(data: Buffer): Promise<ImportTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw transferError(400, 'IMPORT_FILE_UNREADABLE');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw transferError(400, 'IMPORT_NO_COLUMNS');
  const headerRow = sheet.getRow(1);
  const width = headerRow.cellCount;
  const columns = trimmedHeaders(Array.from({ length: width }, (_unused, at) => cellText(headerRow.getCell(at + 1))));
  const rows: ImportRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(columns.map((column, at) => [column, cellText(row.getCell(at + 1))]));
    if (Object.values(cells).some((value) => value !== '')) rows.push({ row: number, cells });
  });
  return { columns, rows };
}

/**
 * The table of an uploaded file, its type told by its content, never its name: an XLSX workbook (a zip, PK\x03\x04)
 * or a CSV (UTF-8 text). 400 for anything else, for a file without headers and past IMPORT_MAX_ROWS rows.
 */
export async function readImportTable(data: Buffer): Promise<ImportTable> {
  let table: ImportTable;
  if (data.subarray(0, 4).equals(ZIP)) table = await xlsxTable(data);
  else {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      throw transferError(400, 'IMPORT_FILE_TYPE');
    }
    if (hasControl(text)) throw transferError(400, 'IMPORT_FILE_TYPE');
    table = csvTable(text);
  }
  if (table.columns.filter((column) => column !== '').length === 0) throw transferError(400, 'IMPORT_NO_COLUMNS');
  if (table.rows.length > IMPORT_MAX_ROWS) throw transferError(400, 'IMPORT_TOO_MANY_ROWS');
  return table;
}
