import { sql, type Selectable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { ClientNotesTable } from '../../db/schema';

/** A note as the queries read it. */
export type NoteRecord = Omit<Selectable<ClientNotesTable>, 'tenant_id' | 'client_id'>;

/** What a note is written with. */
export interface NoteColumns {
  content?: string;
  type?: NoteRecord['type'];
  important?: boolean;
}

const NOTE_COLUMNS = ['id', 'content', 'type', 'important', 'created_by', 'created_at', 'updated_at'] as const;

/** A client's notes, newest first. */
export async function notesOf(trx: ScopedTransaction, clientId: string): Promise<NoteRecord[]> {
  return trx.selectFrom('client_notes').select(NOTE_COLUMNS).where('client_id', '=', clientId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One note of a client; with `lock`, locked until the transaction ends. */
export async function readNote(trx: ScopedTransaction, clientId: string, noteId: string, lock = false): Promise<NoteRecord | undefined> {
  const query = trx.selectFrom('client_notes').select(NOTE_COLUMNS).where('client_id', '=', clientId).where('id', '=', noteId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Adds a note to a client. */
export async function insertNote(trx: ScopedTransaction, tenantId: string, clientId: string, userId: string | null, columns: Required<NoteColumns>): Promise<NoteRecord> {
  return trx.insertInto('client_notes').values({ tenant_id: tenantId, client_id: clientId, created_by: userId, ...columns }).returning(NOTE_COLUMNS).executeTakeFirstOrThrow();
}

/** Changes a note. */
export async function updateNote(trx: ScopedTransaction, noteId: string, columns: NoteColumns): Promise<NoteRecord> {
  return trx.updateTable('client_notes').set({ ...columns, updated_at: sql`now()` }).where('id', '=', noteId).returning(NOTE_COLUMNS).executeTakeFirstOrThrow();
}

/** Deletes a note. */
export async function deleteNote(trx: ScopedTransaction, noteId: string): Promise<void> {
  await trx.deleteFrom('client_notes').where('id', '=', noteId).execute();
}
