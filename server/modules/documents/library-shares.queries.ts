import { sql } from 'kysely';
import type { SharePermission } from '../../db/column-types';
import type { ScopedTransaction } from '../../db/context';

/** A member a document is shared with, with their name while a visible user. */
export interface ShareRow {
  user_id: string;
  user_name: string | null;
  permission: SharePermission;
  granted_by: string | null;
  granted_at: Date;
}

/** The members a document is shared with, by name (those without a visible name last). */
export async function sharesOf(trx: ScopedTransaction, documentId: string): Promise<ShareRow[]> {
  return trx
    .selectFrom('document_shares as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as('user_name'), 's.permission', 's.granted_by', 's.granted_at'])
    .where('s.document_id', '=', documentId)
    .orderBy(sql`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') nulls last`)
    .orderBy('s.user_id')
    .execute();
}

/** Which of these users are active members of the office (row-level security keeps to the office's memberships). */
export async function activeMembersAmong(trx: ScopedTransaction, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await trx.selectFrom('memberships').select('user_id').where('user_id', 'in', [...userIds]).where('is_active', '=', true).execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Makes a document's shares these: the others removed, each new or changed one (re)granted by `grantedBy` now, an
 * unchanged one left as it was given.
 */
export async function replaceDocumentShares(trx: ScopedTransaction, tenantId: string, documentId: string, shares: readonly { userId: string; permission: SharePermission }[], grantedBy: string | null): Promise<void> {
  const kept = shares.map((share) => share.userId);
  let removal = trx.deleteFrom('document_shares').where('document_id', '=', documentId);
  if (kept.length > 0) removal = removal.where('user_id', 'not in', kept);
  await removal.execute();
  if (shares.length === 0) return;
  await trx
    .insertInto('document_shares')
    .values(shares.map((share) => ({ tenant_id: tenantId, document_id: documentId, user_id: share.userId, permission: share.permission, granted_by: grantedBy })))
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'document_id', 'user_id'])
        .doUpdateSet({ permission: (eb) => eb.ref('excluded.permission'), granted_by: (eb) => eb.ref('excluded.granted_by'), granted_at: sql`now()` })
        .where('document_shares.permission', '<>', (eb) => eb.ref('excluded.permission')),
    )
    .execute();
}
