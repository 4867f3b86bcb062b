import { sql, type ExpressionBuilder } from 'kysely';
import type { SharePermission } from '../../db/column-types';
import type { Database, DocumentsTable } from '../../db/schema';
import type { LibraryReader } from './library-access';

type From = ExpressionBuilder<Database & { d: DocumentsTable }, 'd'>;

/**
 * The documents (aliased d) the reader sees, as library-access.ts's maySee decides: every one for an admin; else
 * those not private, their own, and those shared with them. The shares are read as one set (`d.id in (…)`, a hashed
 * subplan over document_shares_user_idx), not once per document.
 */
export function visibleTo(reader: LibraryReader) {
  return (eb: From) => {
    if (reader.isAdmin) return eb.lit(true);
    if (!reader.userId) return eb('d.sharing', '<>', 'private');
    const shared = eb.selectFrom('document_shares as s').select('s.document_id').where('s.user_id', '=', reader.userId);
    return eb.or([eb('d.sharing', '<>', 'private'), eb('d.owner_id', '=', reader.userId), eb('d.id', 'in', shared)]);
  };
}

/** The reader's own share of the document (aliased d): its permission, or null. */
export function sharedPermission(reader: LibraryReader) {
  if (!reader.userId) return sql<SharePermission | null>`null::text`.as('shared_permission');
  return sql<SharePermission | null>`(select s.permission from document_shares s where s.document_id = d.id and s.user_id = ${reader.userId})`.as('shared_permission');
}
