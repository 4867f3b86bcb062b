import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { inlineCell, rowXml, sharedCell, sharedItem, sharedStringsXml, sheetXml, workbookOf } from '../../../server/testing/workbook-parts';
import { deflatedRepeat, zipOf } from '../../../server/testing/zip-writer';

/** An upload built to hurt: the file, how it is named, and the refusal it must meet. */
export interface HostileUpload {
  label: string;
  kind: 'ratio' | 'lying size' | 'entries' | 'cell' | 'rows' | 'columns' | 'amplification';
  file: Buffer;
  fileName: string;
  code: string;
}

const MIB = 1024 * 1024;
const header = rowXml(1, inlineCell('A1', 'First name') + inlineCell('B1', 'Last name'));
// Letters that do not compress (base64 of random bytes), so a cell is refused for its length, not its ratio.
const incompressible = (characters: number): string => randomBytes(Math.ceil((characters * 3) / 4)).toString('base64').slice(0, characters);

// The sheet's rows as the issue's 5MB workbook had them: 600,000, each numbered, compressing about 7 times.
function manyRowsSheet(rows: number): string {
  const parts = [header];
  for (let row = 2; row <= rows + 1; row += 1) parts.push(`<row r="${row}"><c r="A${row}"><v>${row * 7}</v></c></row>`);
  return sheetXml(parts.join(''));
}

/**
 * Issue 17's hostile uploads, generated here (no fixture file): zip bombs by ratio (honest and lying sizes), by
 * entry count, by cell (shared, inline, CSV), by row count (XLSX and CSV), by columns and by amplification.
 */
export async function hostileUploads(): Promise<HostileUpload[]> {
  const zeros = await deflatedRepeat(Buffer.alloc(MIB), 200);
  const twentyMegabytes = await deflatedRepeat(Buffer.alloc(MIB), 20);
  // The issue's bomb: one shared string of 300MB of "x".
  const [head, tail] = sharedStringsXml(sharedItem('\u0000')).split('\u0000') as [string, string];
  const issueBomb = await deflatedRepeat(Buffer.alloc(MIB, 'x'), 300, { head, tail });
  const issueSheet = sheetXml(header + rowXml(2, sharedCell('A2', 0) + inlineCell('B2', 'x')));
  const longCell = incompressible(2 * MIB);
  const rowsSheet = manyRowsSheet(600_000);
  const wideHeader = rowXml(1, Array.from({ length: 16_384 }, (_unused, at) => `<c t="inlineStr"><is><t>c${at}</t></is></c>`).join(''));
  const amplified = Array.from({ length: 5 }, (_unused, row) => rowXml(row + 2, Array.from({ length: 200 }, () => '<c t="s"><v>0</v></c>').join('')));
  const amplifiedHeader = rowXml(1, Array.from({ length: 200 }, (_unused, at) => `<c t="inlineStr"><is><t>c${at}</t></is></c>`).join(''));
  return [
    { label: 'a sheet of 200MB of zeros, sizes declared honestly (200kB)', kind: 'ratio', file: workbookOf({ sheet: zeros }), fileName: 'bomb.xlsx', code: 'IMPORT_FILE_EXPANDS' },
    { label: 'a sheet of 20MB of zeros, under the size limit but 1000 times compressed', kind: 'ratio', file: workbookOf({ sheet: twentyMegabytes }), fileName: 'bomb.xlsx', code: 'IMPORT_FILE_EXPANDS' },
    { label: "the issue's bomb: one shared string of 300MB (300kB)", kind: 'ratio', file: workbookOf({ sheet: issueSheet, sharedStrings: issueBomb }), fileName: 'clients.xlsx', code: 'IMPORT_FILE_EXPANDS' },
    { label: 'a sheet of 200MB of zeros that declares 1,000 bytes', kind: 'lying size', file: workbookOf({ sheet: { ...zeros, declaredSize: 1_000 } }), fileName: 'bomb.xlsx', code: 'IMPORT_FILE_UNREADABLE' },
    { label: 'a zip of 10,000 empty parts', kind: 'entries', file: zipOf(Array.from({ length: 10_000 }, (_unused, index) => ({ name: `xl/p${index}.xml`, data: '' }))), fileName: 'many.xlsx', code: 'IMPORT_FILE_EXPANDS' },
    {
      label: 'a shared string of 2 million characters',
      kind: 'cell',
      file: workbookOf({ sheet: issueSheet, sharedStrings: sharedStringsXml(sharedItem(longCell)) }),
      fileName: 'cell.xlsx',
      code: 'IMPORT_CELL_TOO_LONG',
    },
    { label: 'an inline string of 2 million characters', kind: 'cell', file: workbookOf({ sheet: sheetXml(header + rowXml(2, inlineCell('A2', longCell))) }), fileName: 'cell.xlsx', code: 'IMPORT_CELL_TOO_LONG' },
    { label: 'a CSV field of 4 million characters', kind: 'cell', file: Buffer.from(`First name,Last name\n${incompressible(4 * MIB)},x\n`), fileName: 'cell.csv', code: 'IMPORT_CELL_TOO_LONG' },
    { label: 'a workbook of 600,000 rows (as the issue’s 5MB one)', kind: 'rows', file: workbookOf({ sheet: deflatedOf(rowsSheet) }), fileName: 'rows.xlsx', code: 'IMPORT_TOO_MANY_ROWS' },
    { label: 'a CSV of 600,000 rows', kind: 'rows', file: Buffer.from(`First name\n${Array.from({ length: 600_000 }, (_unused, row) => `n${row}`).join('\n')}\n`), fileName: 'rows.csv', code: 'IMPORT_TOO_MANY_ROWS' },
    { label: 'a header of 16,384 columns', kind: 'columns', file: workbookOf({ sheet: sheetXml(wideHeader) }), fileName: 'wide.xlsx', code: 'IMPORT_TOO_MANY_COLUMNS' },
    {
      label: 'one 30,000-character shared string shown in 1,000 cells (30 million characters)',
      kind: 'amplification',
      file: workbookOf({ sheet: sheetXml(amplifiedHeader + amplified.join('')), sharedStrings: sharedStringsXml(sharedItem(incompressible(30_000))) }),
      fileName: 'amplified.xlsx',
      code: 'IMPORT_TOO_MUCH_TEXT',
    },
  ];
}

function deflatedOf(xml: string): { deflated: Buffer; size: number; crc: number } {
  const data = Buffer.from(xml);
  return { deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
}
