import type { ScopedTransaction } from '../../db/context';
import { readRecordNames } from './record-names.queries';
import { recordView, type RecordRow, type RecordView } from './record.view';

/** The views of rows of records, with the names of their clients and assignees read in the transaction (two queries). */
export async function namedRecordViews(trx: ScopedTransaction, rows: readonly RecordRow[]): Promise<RecordView[]> {
  const names = await readRecordNames(trx, rows);
  return rows.map((row) => recordView(row, names));
}
