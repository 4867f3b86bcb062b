import { TableError, type Table, type TableFailure, type TableLimits } from '../../files/table';
import type { TableReader } from '../../files/table-reader';
import { transferError, type TransferTextCode } from './client-transfer.messages';

/** The multipart field that carries the file. */
export const IMPORT_FILE_FIELD = 'file';

/** The largest file an import reads, in bytes (5MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The most data rows an import reads. */
export const IMPORT_MAX_ROWS = 5_000;

const MIB = 1024 * 1024;

/**
 * What an import file may hold, checked while it is read. 200 columns and 255-character headers are far beyond any
 * list of people; a cell stops at Excel's own limit (32,767); 10 million characters of text is twice what the largest
 * CSV (5MB) can hold. A workbook's zip: 5,000 rows of 200 columns make a sheet of about 31MB of XML, so 64MB per
 * part and 128MB in all; XML from Excel compresses 10 to 15 times, so a part of over 1MB compressed past 100 times
 * (Apache POI's own bound) is a bomb; and a workbook has tens of parts, not thousands.
 */
export const IMPORT_LIMITS: TableLimits = {
  maxRows: IMPORT_MAX_ROWS,
  maxColumns: 200,
  maxCellChars: 32_767,
  maxHeaderChars: 255,
  maxTextChars: 10_000_000,
  archive: { maxEntries: 1_000, maxEntryBytes: 64 * MIB, maxTotalBytes: 128 * MIB, maxRatio: 100, ratioFloorBytes: MIB },
};

/** A row of the file: its number as a spreadsheet shows it (the header is row 1) and its cells by header. */
export interface ImportRow {
  row: number;
  cells: Record<string, string>;
}

/** A file's table: its headers, in order, the data rows asked for, and how many data rows it has. */
export interface ImportTable {
  columns: string[];
  rows: ImportRow[];
  rowCount: number;
}

// Each refusal of the table reader as this call answers it.
const REFUSALS: Record<TableFailure, { status: number; code: TransferTextCode }> = {
  'not-a-table': { status: 400, code: 'IMPORT_FILE_TYPE' },
  unreadable: { status: 400, code: 'IMPORT_FILE_UNREADABLE' },
  'expands-too-much': { status: 400, code: 'IMPORT_FILE_EXPANDS' },
  'too-many-rows': { status: 400, code: 'IMPORT_TOO_MANY_ROWS' },
  'too-many-columns': { status: 400, code: 'IMPORT_TOO_MANY_COLUMNS' },
  'cell-too-long': { status: 400, code: 'IMPORT_CELL_TOO_LONG' },
  'header-too-long': { status: 400, code: 'IMPORT_HEADER_TOO_LONG' },
  'too-much-text': { status: 400, code: 'IMPORT_TOO_MUCH_TEXT' },
  'too-complex': { status: 400, code: 'IMPORT_FILE_TOO_COMPLEX' },
  busy: { status: 429, code: 'IMPORT_BUSY' },
};

// Another file being read finishes within seconds; a waiting one tries again after this.
const BUSY_RETRY_SECONDS = 5;

/**
 * The table of an uploaded file (an XLSX workbook or a CSV, told by its content), read in the table worker under
 * IMPORT_LIMITS: the first `keepRows` data rows with their cells by header, and the count of all. 400 for a file that
 * is neither, has no headers or passes a limit (each with its code), 429 while other files wait to be read.
 */
export async function readImportTable(reader: TableReader, data: Buffer, keepRows: number): Promise<ImportTable> {
  let table: Table;
  try {
    table = await reader.read({ data, limits: IMPORT_LIMITS, keepRows });
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    const refusal = REFUSALS[error.reason];
    throw transferError(refusal.status, refusal.code, [], refusal.status === 429 ? BUSY_RETRY_SECONDS : undefined);
  }
  const { columns } = table;
  if (columns.filter((column) => column !== '').length === 0) throw transferError(400, 'IMPORT_NO_COLUMNS');
  const rows = table.rows.map(({ row, values }) => ({ row, cells: Object.fromEntries(columns.map((column, at) => [column, values[at] ?? ''])) }));
  return { columns, rows, rowCount: table.rowCount };
}
