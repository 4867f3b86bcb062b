import { readCsvTable } from './csv-table';
import type { Table, TableLimits } from './table';
import { readXlsxTable } from './xlsx-table';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What the table reader is asked: the file, its limits, and how many data rows to return (all are counted). */
export interface TableRequest {
  data: Buffer;
  limits: TableLimits;
  keepRows: number;
}

/**
 * The table of an uploaded file, its type told by its content, never its name: an XLSX workbook (a zip, PK\x03\x04)
 * or a CSV (UTF-8 text). Runs in the table worker (table-reader.ts); throws TableError.
 */
export async function readTable({ data, limits, keepRows }: TableRequest): Promise<Table> {
  if (data.subarray(0, 4).equals(ZIP)) return readXlsxTable(data, limits, keepRows);
  return readCsvTable(data, limits, keepRows);
}
