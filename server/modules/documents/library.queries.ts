import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { DocumentsTable, DocumentVersionsTable } from '../../db/schema';
import type { DocumentStatus, SharePermission } from '../../db/column-types';
import type { LibraryReader } from './library-access';
import { sharedPermission, visibleTo } from './library-visibility';

/**
 * A library document as the queries read it, with the names of who uploaded and who owns it while they are visible
 * users, and the reader's own share of it (its permission, or null).
 */
export type LibraryRow = Omit<Selectable<DocumentsTable>, 'tenant_id' | 'search' | 'extracted_text'> & { uploaded_by_name: string | null; owner_name: string | null; shared_permission: SharePermission | null };

/** A version of a document's file. */
export type VersionRow = Omit<Selectable<DocumentVersionsTable>, 'tenant_id'> & { uploaded_by_name: string | null };

/** What the list narrows the library by. */
export interface LibraryFilters {
  type?: string;
  /** Any of these statuses. */
  statuses?: DocumentStatus[];
  /** A stage of the office's document workflow its run is at. */
  stage?: string;
  tag?: string;
  clientId?: string;
  recordId?: string;
  /** Words every match holds, each as the beginning of a word (lower case, letters and digits only). */
  words?: string[];
}

/** How far a list counts exactly; past it the total is this bound and not exact (DESIGN.md, Data). */
export const EXACT_COUNT_BOUND = 10_000;

/**
 * How many of a search's best matches in the office it reads, filters and pages through: a search for common words
 * shows the best of them and counts past this bound as not exact, whatever the office's size.
 */
export const SEARCH_CANDIDATES = 1000;

const nameOf = (alias: 'u' | 'o') => sql<string | null>`nullif(trim(concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})), '')`;

const COLUMNS = [
  'd.id', 'd.name', 'd.file_name', 'd.type', 'd.status', 'd.tags', 'd.description', 'd.client_id', 'd.record_id', 'd.content_type', 'd.size_bytes', 'd.checksum',
  'd.storage_key', 'd.sharing', 'd.owner_id', 'd.version', 'd.uploaded_by', 'd.created_at', 'd.updated_at',
] as const;

// The words as a text-search query: each the beginning of a word, all of them required.
const prefixText = (words: readonly string[]) => words.map((word) => `${word}:*`).join(' & ');
const prefixQuery = (words: readonly string[]) => sql<string>`to_tsquery('simple', ${prefixText(words)})`;

function filtered(trx: ScopedTransaction, reader: LibraryReader, filters: LibraryFilters) {
  let query = trx.selectFrom('documents as d').where(visibleTo(reader));
  if (filters.type) query = query.where('d.type', '=', filters.type);
  if (filters.statuses?.length) query = query.where('d.status', 'in', filters.statuses);
  // Its run of the office's document workflow (one per document: migration 024's unique index) at this stage.
  if (filters.stage) query = query.where(sql<boolean>`exists (select 1 from records r where r.tenant_id = d.tenant_id and r.document_id = d.id and r.stage = ${filters.stage})`);
  if (filters.tag) query = query.where(sql<boolean>`d.tags @> array[${filters.tag}]::text[]`);
  if (filters.clientId) query = query.where('d.client_id', '=', filters.clientId);
  if (filters.recordId) query = query.where('d.record_id', '=', filters.recordId);
  // The matches are the office's best SEARCH_CANDIDATES + 1, found by the text-search index, which row-level security
  // keeps from the match itself (migration 033); the match is checked again here, under the policy.
  if (filters.words && filters.words.length > 0) {
    query = query
      .where('d.id', 'in', sql<string>`(select id from app_document_search_ids(${prefixText(filters.words)}, ${SEARCH_CANDIDATES + 1}))`)
      .where(sql<boolean>`d.search @@ ${prefixQuery(filters.words)}`);
  }
  return query;
}

function withNames(trx: ScopedTransaction, reader: LibraryReader) {
  return trx
    .selectFrom('documents as d')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by')
    .leftJoin('users as o', 'o.id', 'd.owner_id')
    .select([...COLUMNS, nameOf('u').as('uploaded_by_name'), nameOf('o').as('owner_name'), sharedPermission(reader)]);
}

/** A page of the documents the reader sees, newest first (best matches first when searching), and how many there are up to the bound (whether exactly). */
export async function listLibrary(trx: ScopedTransaction, reader: LibraryReader, filters: LibraryFilters, page: { offset: number; limit: number }): Promise<{ rows: LibraryRow[]; total: number; isTotalExact: boolean }> {
  const ids = filtered(trx, reader, filters).select('d.id');
  const ordered = filters.words?.length ? ids.orderBy(sql`ts_rank(d.search, ${prefixQuery(filters.words)})`, 'desc') : ids;
  const pageIds = await ordered.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').offset(page.offset).limit(page.limit).execute();
  const counted = await trx
    .selectFrom(filtered(trx, reader, filters).select('d.id').limit(EXACT_COUNT_BOUND).as('bounded'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  // A search finds at most SEARCH_CANDIDATES + 1 matches: one more than it shows says there are more.
  const bound = filters.words?.length ? SEARCH_CANDIDATES : EXACT_COUNT_BOUND;
  const [total, isTotalExact] = [Math.min(Number(counted.n), bound), Number(counted.n) < bound || (bound === SEARCH_CANDIDATES && Number(counted.n) === bound)];
  if (pageIds.length === 0) return { rows: [], total, isTotalExact };
  const rows = await withNames(trx, reader).where('d.id', 'in', pageIds.map((row) => row.id)).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: pageIds.flatMap((row) => byId.get(row.id) ?? []), total, isTotalExact };
}

/** One document the reader sees; with `lock`, locked until the transaction ends. */
export async function readLibraryDocument(trx: ScopedTransaction, reader: LibraryReader, id: string, lock = false): Promise<LibraryRow | undefined> {
  const query = withNames(trx, reader).where('d.id', '=', id).where(visibleTo(reader));
  return (lock ? query.forUpdate(['d']) : query).executeTakeFirst();
}

/** The office's tags on the documents the reader sees, with how many documents carry each, most used first. */
export async function libraryTagCounts(trx: ScopedTransaction, reader: LibraryReader): Promise<{ tag: string; count: number }[]> {
  const tagged = filtered(trx, reader, {}).select(sql<string>`unnest(d.tags)`.as('tag')).as('t');
  const rows = await trx.selectFrom(tagged).select(['t.tag', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('t.tag').orderBy('n', 'desc').orderBy('t.tag').execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.n) }));
}

/** Adds a document to the library. */
export async function insertLibraryDocument(trx: ScopedTransaction, values: Insertable<DocumentsTable>): Promise<void> {
  await trx.insertInto('documents').values(values).execute();
}

/** Changes a document's columns, and when it was last changed. */
export async function updateLibraryDocument(trx: ScopedTransaction, id: string, values: Updateable<DocumentsTable>): Promise<void> {
  await trx.updateTable('documents').set({ ...values, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** Removes a document's row and its versions' rows (their files are the storage's). */
export async function deleteLibraryDocument(trx: ScopedTransaction, id: string): Promise<void> {
  await trx.deleteFrom('documents').where('id', '=', id).execute();
}

/** Keeps a version of a document's file. */
export async function insertVersion(trx: ScopedTransaction, values: Insertable<DocumentVersionsTable>): Promise<void> {
  await trx.insertInto('document_versions').values(values).execute();
}

function versions(trx: ScopedTransaction, documentId: string) {
  return trx
    .selectFrom('document_versions as v')
    .leftJoin('users as u', 'u.id', 'v.uploaded_by')
    .select(['v.document_id', 'v.version', 'v.file_name', 'v.content_type', 'v.size_bytes', 'v.storage_key', 'v.checksum', 'v.uploaded_by', 'v.uploaded_at', nameOf('u').as('uploaded_by_name')])
    .where('v.document_id', '=', documentId);
}

/** Every version of a document's file, newest first. */
export async function versionsOf(trx: ScopedTransaction, documentId: string): Promise<VersionRow[]> {
  return versions(trx, documentId).orderBy('v.version', 'desc').execute();
}

/** One version of a document's file. */
export async function readVersion(trx: ScopedTransaction, documentId: string, version: number): Promise<VersionRow | undefined> {
  return versions(trx, documentId).where('v.version', '=', version).executeTakeFirst();
}

/** The storage keys of every version of a document, to delete its files once it is gone. */
export async function versionKeysOf(trx: ScopedTransaction, documentId: string): Promise<string[]> {
  return (await trx.selectFrom('document_versions').select('storage_key').where('document_id', '=', documentId).execute()).map((row) => row.storage_key);
}

/** Whether the office has the client (row-level security hides other offices'). */
export async function hasClient(trx: ScopedTransaction, clientId: string): Promise<boolean> {
  return (await trx.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst()) !== undefined;
}

/** Whether the office has the record. */
export async function hasRecord(trx: ScopedTransaction, recordId: string): Promise<boolean> {
  return (await trx.selectFrom('records').select('id').where('id', '=', recordId).executeTakeFirst()) !== undefined;
}
