import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/** An audit entry of a document, with the name of who made it while a visible user. */
export interface HistoryRow {
  id: string;
  event_type: string;
  user_id: string | null;
  user_name: string | null;
  occurred_at: Date;
  before: unknown;
  after: unknown;
}

// What the library (document) and a client's tab (client_document) audit a document as, its id the entity's.
const DOCUMENT_ENTITIES = ['document', 'client_document'];

const entriesOf = (trx: ScopedTransaction, documentId: string) =>
  trx.selectFrom('audit_log as a').where('a.entity_id', '=', documentId).where('a.entity_type', 'in', DOCUMENT_ENTITIES);

/** A page of a document's audit entries, newest first (in the order the office's chain wrote them), and how many there are. */
export async function documentHistory(trx: ScopedTransaction, documentId: string, page: { offset: number; limit: number }): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await entriesOf(trx, documentId)
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.event_type', 'a.user_id', sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as('user_name'), 'a.occurred_at', 'a.before', 'a.after'])
    .orderBy('a.seq', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const counted = await entriesOf(trx, documentId).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(counted.n) };
}
