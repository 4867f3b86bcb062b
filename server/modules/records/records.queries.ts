import { sql, type Insertable, type Updateable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { RecordsTable } from '../../db/schema';
import type { RecordRow } from './record.view';

/** The columns a record is written with; the tenant comes from the transaction's office. */
export type RecordColumns = Omit<Insertable<RecordsTable>, 'tenant_id'>;

/** The columns of a record that a change may set. */
export type RecordChanges = Pick<Updateable<RecordsTable>, 'data' | 'title' | 'search_text' | 'client_id' | 'assigned_to' | 'last_modified_by'>;

/** A module's record (row-level security hides other offices'); with `lock`, locked until the transaction ends. */
export async function readRecordRow(trx: ScopedTransaction, module: string, id: string, lock = false): Promise<RecordRow | undefined> {
  const query = trx.selectFrom('records').selectAll().where('module', '=', module).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The next sequence of a module's numbers in a year (0 for a format without one): the sequence row is created or
 * incremented in the transaction of the insert, so two records never share a number and a rollback gives it back.
 */
export async function nextSequence(trx: ScopedTransaction, tenantId: string, module: string, year: number): Promise<number> {
  const row = await trx
    .insertInto('record_sequences')
    .values({ tenant_id: tenantId, module, year, last: 1 })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'module', 'year']).doUpdateSet({ last: sql`record_sequences.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

/** Adds a record to the transaction's office. */
export async function insertRecord(trx: ScopedTransaction, tenantId: string, columns: RecordColumns): Promise<RecordRow> {
  return trx.insertInto('records').values({ ...columns, tenant_id: tenantId }).returningAll().executeTakeFirstOrThrow();
}

/** Changes a record's columns, its version and its updated time. */
export async function updateRecordRow(trx: ScopedTransaction, id: string, changes: RecordChanges): Promise<RecordRow> {
  return trx
    .updateTable('records')
    .set({ ...changes, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes a record. */
export async function deleteRecordRow(trx: ScopedTransaction, id: string): Promise<void> {
  await trx.deleteFrom('records').where('id', '=', id).execute();
}

/** Whether the office has this client (row-level security hides other offices'). */
export async function isOfficeClient(trx: ScopedTransaction, clientId: string): Promise<boolean> {
  return (await trx.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst()) !== undefined;
}

/** Whether a user is an active member of the transaction's office. */
export async function isActiveMember(trx: ScopedTransaction, userId: string): Promise<boolean> {
  return (await trx.selectFrom('memberships').select('user_id').where('user_id', '=', userId).where('is_active', '=', true).executeTakeFirst()) !== undefined;
}
