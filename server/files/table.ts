import type { ArchiveLimits } from './archive-guard';

/** How much of a table an upload may hold; every limit holds while the file is read, not after. */
export interface TableLimits {
  /** The most data rows (rows with a cell under a header); row maxRows + 1 stops the reading. */
  maxRows: number;
  /** The most columns of the header row. */
  maxColumns: number;
  /** The longest cell, in characters (Excel's own limit is 32,767). */
  maxCellChars: number;
  /** The longest header. */
  maxHeaderChars: number;
  /** The most characters all the cells under a header may hold together: a shared string counts once per cell showing it. */
  maxTextChars: number;
  /** How far a workbook may expand (its zip). */
  archive: ArchiveLimits;
}

/** A data row: its number as a spreadsheet shows it (the header is row 1) and its cells, one per column. */
export interface TableRow {
  row: number;
  values: string[];
}

/** A file's table: its headers in order, the first rows asked for, and how many data rows it has. */
export interface Table {
  columns: string[];
  rows: TableRow[];
  rowCount: number;
}

/** Why a file gave no table; the caller answers its own 4xx for each. */
export type TableFailure =
  | 'not-a-table'
  | 'unreadable'
  | 'expands-too-much'
  | 'too-many-rows'
  | 'too-many-columns'
  | 'cell-too-long'
  | 'header-too-long'
  | 'too-much-text'
  | 'too-complex'
  | 'busy';

/** A file refused while its table was read. */
export class TableError extends Error {
  constructor(
    readonly reason: TableFailure,
    /** Where it was found (`row 5002`), for logs and tests. */
    readonly detail: string = reason,
  ) {
    super(`No table (${reason}): ${detail}`);
    this.name = 'TableError';
  }
}

/** Whether a value is a TableFailure (a worker's answer is checked before it is trusted). */
export function isTableFailure(value: unknown): value is TableFailure {
  return typeof value === 'string' && FAILURES.has(value);
}

const FAILURES = new Set<string>(['not-a-table', 'unreadable', 'expands-too-much', 'too-many-rows', 'too-many-columns', 'cell-too-long', 'header-too-long', 'too-much-text', 'too-complex', 'busy']);
