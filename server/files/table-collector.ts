import { TableError, type Table, type TableLimits, type TableRow } from './table';

/**
 * Gathers a table as its reader finds it, checking each limit the moment it can be passed: the header's width and
 * lengths, each data row against the row limit (row maxRows + 1 throws, so the rest is never read), the text total.
 * Rows without a cell under a header are not data rows; cells right of the last header are dropped.
 */
export class TableCollector {
  private columns: string[] | undefined;
  private readonly rows: TableRow[] = [];
  private rowCount = 0;
  private textChars = 0;

  constructor(
    private readonly limits: TableLimits,
    /** How many data rows to keep (all are counted and checked). */
    private readonly keepRows: number,
  ) {}

  /** Whether the header row has been given. */
  get hasHeader(): boolean {
    return this.columns !== undefined;
  }

  /** How many columns the header has. */
  get width(): number {
    return this.columns?.length ?? 0;
  }

  /** A cell's text as read, refused past the cell limit. */
  cell(text: string): string {
    if (text.length > this.limits.maxCellChars) throw new TableError('cell-too-long', `a cell of ${text.length} characters`);
    return text;
  }

  /** The header row's cells (a hole is an empty cell); its width ends at its last filled cell. */
  header(cells: readonly (string | undefined)[]): void {
    const trimmed = Array.from(cells, (cell) => (cell ?? '').trim());
    let width = trimmed.length;
    while (width > 0 && trimmed[width - 1] === '') width -= 1;
    if (width > this.limits.maxColumns) throw new TableError('too-many-columns', `${width} columns`);
    const long = trimmed.find((header) => header.length > this.limits.maxHeaderChars);
    if (long !== undefined) throw new TableError('header-too-long', `a header of ${long.length} characters`);
    this.columns = trimmed.slice(0, width);
  }

  /** A data row by its number and cells (a hole is an empty cell). */
  row(number: number, cells: readonly (string | undefined)[]): void {
    const values = Array.from({ length: this.width }, (_unused, at) => (cells[at] ?? '').trim());
    if (values.every((value) => value === '')) return;
    this.rowCount += 1;
    if (this.rowCount > this.limits.maxRows) throw new TableError('too-many-rows', `row ${number}`);
    for (const value of values) this.textChars += value.length;
    if (this.textChars > this.limits.maxTextChars) throw new TableError('too-much-text', `${this.textChars} characters by row ${number}`);
    if (this.rows.length < this.keepRows) this.rows.push({ row: number, values });
  }

  /** The table gathered. */
  table(): Table {
    return { columns: this.columns ?? [], rows: this.rows, rowCount: this.rowCount };
  }
}
