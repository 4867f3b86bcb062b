import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { SchemaView } from '../../http/schema-types';
import { clientError, clientNotFound } from './client-errors';
import { recordClientChange } from './client-history';
import { deleteNote, insertNote, notesOf, readNote, updateNote, type NoteColumns, type NoteRecord } from './client-notes.queries';
import type { noteSchema } from './client-shapes.schemas';
import { readClient } from './clients.queries';

/** A note as the API answers it (spec 2 §3): the shape of its response schema. */
export type NoteView = SchemaView<typeof noteSchema>;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The API view of a note. */
export function noteView(row: NoteRecord): NoteView {
  return { id: row.id, content: row.content, type: row.type, important: row.important, createdBy: row.created_by, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

const noteNotFound = () => clientError(404, 'CLIENT_NOTE_NOT_FOUND');
// The start of a note, kept in its activity entry so the entry still reads after the note changes or goes.
const excerpt = (content: string): string => (content.length > 80 ? `${content.slice(0, 80)}…` : content);

/** A client's notes, newest first; 404 when the office has no such client. */
export async function listNotes(ctx: OfficeContext, clientId: string): Promise<NoteView[]> {
  const rows = await inOffice(ctx, async (trx) => {
    if (!(await readClient(trx, clientId))) throw clientNotFound();
    return notesOf(trx, clientId);
  });
  return rows.map(noteView);
}

/** Adds a note to a client; audited, and note_added in the client's activity. */
export async function addNote(ctx: OfficeContext, clientId: string, body: Required<Pick<NoteColumns, 'content'>> & NoteColumns): Promise<NoteView> {
  const userId = actorUserId(ctx.actor);
  const row = await inOffice(ctx, async (trx) => {
    if (!(await readClient(trx, clientId, true))) throw clientNotFound();
    const note = await insertNote(trx, ctx.tenant.id, clientId, userId, { content: body.content, type: body.type ?? 'general', important: body.important ?? false });
    const after = noteView(note);
    await recordClientChange(trx, ctx, clientId, { eventType: 'client.note.create', entityType: 'client_note', entityId: note.id, after: { clientId, ...after } }, [
      { type: 'note_added', metadata: { noteId: note.id, noteType: note.type, important: note.important, noteExcerpt: excerpt(note.content) } },
    ]);
    return note;
  });
  return noteView(row);
}

/** Changes a note's content, type or importance; audited with before and after. */
export async function changeNote(ctx: OfficeContext, clientId: string, noteId: string, body: NoteColumns): Promise<NoteView> {
  const row = await inOffice(ctx, async (trx) => {
    if (!(await readClient(trx, clientId))) throw clientNotFound();
    const current = await readNote(trx, clientId, noteId, true);
    if (!current) throw noteNotFound();
    if (Object.keys(body).length === 0) return current;
    const note = await updateNote(trx, noteId, body);
    await recordClientChange(trx, ctx, clientId, { eventType: 'client.note.update', entityType: 'client_note', entityId: noteId, before: noteView(current), after: noteView(note) }, [
      { type: 'updated', metadata: { noteId, fields: Object.keys(body), noteExcerpt: excerpt(note.content) } },
    ]);
    return note;
  });
  return noteView(row);
}

/** Deletes a note; audited with what it was. */
export async function removeNote(ctx: OfficeContext, clientId: string, noteId: string): Promise<void> {
  await inOffice(ctx, async (trx) => {
    if (!(await readClient(trx, clientId))) throw clientNotFound();
    const current = await readNote(trx, clientId, noteId, true);
    if (!current) throw noteNotFound();
    await deleteNote(trx, noteId);
    await recordClientChange(trx, ctx, clientId, { eventType: 'client.note.delete', entityType: 'client_note', entityId: noteId, before: noteView(current) }, [
      { type: 'updated', metadata: { noteId, deleted: true, noteExcerpt: excerpt(current.content) } },
    ]);
  });
}
