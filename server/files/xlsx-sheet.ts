import { TableError, type TableLimits } from './table';
import type { TableCollector } from './table-collector';
import { readXml, textRunBytes } from './xml-stream';

/** What a sheet's cells need from the rest of the workbook. */
export interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

// A reference's column, 1-based: "C7" → 3; undefined for no reference (the cell follows the one before).
function columnOf(reference: string | undefined): number | undefined {
  if (!reference) return undefined;
  let column = 0;
  for (let at = 0; at < reference.length && at < 3; at += 1) {
    const code = reference.charCodeAt(at) & ~0x20; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column === 0 ? undefined : column;
}

// A date cell as YYYY-MM-DD, counting days as Excel does (as ExcelJS's excelToDate).
function dateText(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 10);
}

interface CellState {
  column: number;
  type: string;
  style: number;
  value: string;
  inline: string;
}

// A cell's text as the sheet shows it: a shared or inline string, a formula by its result, a date as YYYY-MM-DD.
function cellText(cell: CellState, context: SheetContext): string {
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number(cell.value)] ?? '';
    case 'inlineStr':
      return cell.inline;
    case 'b':
      return cell.value === '' ? '' : cell.value === '1' ? 'true' : 'false';
    case 'str':
    case 'e':
      return cell.value;
    case 'd':
      return cell.value.slice(0, 10);
    default: {
      if (cell.value.trim() === '') return '';
      const number = Number.parseFloat(cell.value);
      if (Number.isNaN(number)) return cell.value;
      return context.dateStyles.has(cell.style) ? dateText(number, context.date1904) : String(number);
    }
  }
}

// Thrown to end the pass early: a sheet whose first row is not row 1 has no header to read the rest by.
class NoHeader extends Error {}

/**
 * One pass over a worksheet's XML into the collector: row 1 is the header, the rest data rows by their number.
 * Every cell is checked against the cell limit as it is read, and the collector stops the pass at its limits.
 */
export function readSheet(data: Buffer, context: SheetContext, table: TableCollector, limits: Pick<TableLimits, 'maxColumns' | 'maxCellChars'>): void {
  let rowNumber = 0;
  let cells: (string | undefined)[] = [];
  let lastColumn = 0;
  let cell: CellState | undefined;
  let textTarget: 'value' | 'inline' | undefined;
  let isInPhonetic = false;
  try {
    readXml(data, {
      maxTextBytes: textRunBytes(limits.maxCellChars),
      onTextTooLong: () => {
        throw new TableError('cell-too-long', `a cell of row ${rowNumber}`);
      },
      open(name, attributes) {
        if (name === 'row') {
          rowNumber = Number(attributes.r) || rowNumber + 1;
          if (!table.hasHeader && rowNumber !== 1) throw new NoHeader();
          cells = [];
          lastColumn = 0;
        } else if (name === 'c') {
          lastColumn = columnOf(attributes.r) ?? lastColumn + 1;
          cell = { column: lastColumn, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: '', inline: '' };
        } else if (name === 'v' && cell) textTarget = 'value';
        else if (name === 't' && cell && !isInPhonetic) textTarget = 'inline';
        else if (name === 'rPh') isInPhonetic = true;
      },
      text(text) {
        if (!cell || !textTarget) return;
        cell[textTarget] += text;
        table.cell(cell[textTarget]);
      },
      close(name) {
        if (name === 'v' || name === 't') textTarget = undefined;
        else if (name === 'rPh') isInPhonetic = false;
        else if (name === 'c' && cell) {
          const text = cellText(cell, context);
          if (!table.hasHeader && cell.column > limits.maxColumns && text.trim() !== '') throw new TableError('too-many-columns', `a header in column ${cell.column}`);
          // Only the header's width is kept: a data cell right of the last header is dropped.
          if (cell.column <= (table.hasHeader ? table.width : limits.maxColumns)) cells[cell.column - 1] = text;
          cell = undefined;
        } else if (name === 'row') {
          if (!table.hasHeader) table.header(cells);
          else table.row(rowNumber, cells);
        }
      },
    });
  } catch (error) {
    if (!(error instanceof NoHeader)) throw error;
  }
}
