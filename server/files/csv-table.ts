import Papa from 'papaparse';
import { TableError, type Table, type TableLimits } from './table';
import { TableCollector } from './table-collector';

// Text has no control characters but tab, line feed and carriage return.
const isControl = (code: number): boolean => code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
const hasControl = (text: string): boolean => [...text.slice(0, 65_536)].some((character) => isControl(character.charCodeAt(0)));

/**
 * The table of a CSV file (UTF-8, a BOM allowed), parsed a row at a time: a field past the cell limit or row
 * maxRows + 1 stops the parse there. 'not-a-table' for bytes that are not UTF-8 text. Throws TableError.
 */
export function readCsvTable(data: Buffer, limits: TableLimits, keepRows: number): Table {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new TableError('not-a-table', 'not UTF-8 text');
  }
  if (hasControl(text)) throw new TableError('not-a-table', 'control characters');
  const table = new TableCollector(limits, keepRows);
  let rowNumber = 0;
  let failure: unknown;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    // In pieces (still synchronous): given the whole 5MB at once, Papa took six times longer to reach row 5,001.
    chunkSize: 1024 * 1024,
    step(results, parser) {
      try {
        rowNumber += 1;
        for (const field of results.data) table.cell(field);
        if (rowNumber === 1) table.header(results.data);
        else table.row(rowNumber, results.data);
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure !== undefined) throw failure;
  return table.table();
}
