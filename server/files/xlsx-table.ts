import { ArchiveError, openGuardedArchive, type ArchiveFailure } from './archive-guard';
import { TableError, type Table, type TableFailure, type TableLimits } from './table';
import { TableCollector } from './table-collector';
import { readDateStyles } from './xlsx-date-styles';
import { readSharedStrings } from './xlsx-shared-strings';
import { readSheet } from './xlsx-sheet';
import { workbookParts } from './xlsx-workbook';
import { XmlError } from './xml-stream';

// A refused archive is a workbook that expands too far, or one that cannot be read.
const ARCHIVE_FAILURES: Record<ArchiveFailure, TableFailure> = {
  'not-a-zip': 'unreadable',
  corrupt: 'unreadable',
  encrypted: 'unreadable',
  'size-mismatch': 'unreadable',
  'too-many-entries': 'expands-too-much',
  'entry-too-large': 'expands-too-much',
  'total-too-large': 'expands-too-much',
  'ratio-too-high': 'expands-too-much',
};

/**
 * The first sheet of an XLSX workbook, read through the archive guard (nothing inflates past its limits) and one
 * streaming pass per part, each limit checked as the text comes: a cell past the limit, row maxRows + 1, a header
 * past the columns stop the reading there. Throws TableError.
 */
export async function readXlsxTable(data: Buffer, limits: TableLimits, keepRows: number): Promise<Table> {
  try {
    const archive = await openGuardedArchive(data, limits.archive);
    try {
      // Part names are case-insensitive in a package (ECMA-376 part 2, §6.2.2.3).
      const byLowerName = new Map(archive.names.map((name) => [name.toLowerCase(), name]));
      const readPart = async (path: string | undefined): Promise<Buffer | undefined> => {
        const name = path && byLowerName.get(path.toLowerCase());
        return name === undefined ? undefined : (await archive.read((entry) => entry === name)).get(name);
      };
      const parts = workbookParts(await readPart('xl/workbook.xml'), await readPart('xl/_rels/workbook.xml.rels'));
      const sharedStrings = readSharedStrings(await readPart(parts.sharedStrings), limits);
      const dateStyles = readDateStyles(await readPart(parts.styles));
      const sheet = await readPart(parts.sheet);
      if (!sheet) throw new TableError('unreadable', `no ${parts.sheet}`);
      const table = new TableCollector(limits, keepRows);
      readSheet(sheet, { sharedStrings, dateStyles, date1904: parts.date1904 }, table, limits);
      return table.table();
    } finally {
      archive.close();
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw new TableError(ARCHIVE_FAILURES[error.reason], error.message);
    if (error instanceof XmlError) throw new TableError('unreadable', error.message);
    throw error;
  }
}
