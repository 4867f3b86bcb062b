import { sql, type Insertable, type Updateable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';
import type { XmlStatus } from './xml-paths';

/** A live XML document with its uploader's and schema's names and the counts of its holdings. */
export interface XmlDocumentRow {
  id: string;
  file_name: string;
  file_size: string;
  storage_key: string;
  checksum: string;
  archive_name: string | null;
  description: string | null;
  tags: string[];
  status: XmlStatus;
  validation_status: 'valid' | 'invalid' | null;
  validation_result: Record<string, unknown> | null;
  schema_id: string | null;
  schema_name: string | null;
  root_element: string | null;
  namespace: string | null;
  encoding: string | null;
  element_count: number | null;
  policy_number: string | null;
  client_id_number: string | null;
  amount: string | null;
  effective_date: string | null;
  holdings_summary: Record<string, unknown> | null;
  uploaded_by: string | null;
  uploader_name: string | null;
  uploaded_at: Date;
  error_count: number;
  policy_count: number;
  member_count: number;
  unmatched_members: number;
}

/** What the list and the search filter on. */
export interface XmlDocumentFilters {
  status?: XmlStatus;
  search?: string;
  tags?: string[];
  dateFrom?: string;
  dateTo?: string;
}

/** The list's order and page. */
export interface XmlDocumentPage {
  sortBy: 'uploadedAt' | 'fileName' | 'fileSize' | 'status';
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const SORT_COLUMNS = { uploadedAt: 'd.uploaded_at', fileName: 'd.file_name', fileSize: 'd.file_size', status: 'd.status' } as const;

/** Totals are exact up to this many rows. */
export const EXACT_TOTAL_BOUND = 10_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function live(trx: ScopedTransaction) {
  return trx
    .selectFrom('xml_documents as d')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by')
    .leftJoin('xml_schemas as s', (join) => join.onRef('s.tenant_id', '=', 'd.tenant_id').onRef('s.id', '=', 'd.schema_id'))
    .where('d.deleted_at', 'is', null);
}

function filtered(trx: ScopedTransaction, filters: XmlDocumentFilters) {
  let query = live(trx);
  if (filters.status) query = query.where('d.status', '=', filters.status);
  for (const tag of filters.tags ?? []) query = query.where((eb) => eb(eb.val(tag), '=', eb.fn.any('d.tags')));
  if (filters.dateFrom) query = query.where('d.uploaded_at', '>=', new Date(`${filters.dateFrom}T00:00:00Z`));
  if (filters.dateTo) query = query.where('d.uploaded_at', '<', new Date(new Date(`${filters.dateTo}T00:00:00Z`).getTime() + 86_400_000));
  const words = filters.search?.trim();
  if (words) {
    const like = `%${escapeLike(words)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('d.file_name', 'ilike', like),
        eb('d.description', 'ilike', like),
        eb(sql<string>`array_to_string(d.tags, ' ')`, 'ilike', like),
        eb('d.policy_number', 'ilike', like),
        eb('d.client_id_number', 'ilike', like),
        eb.exists(
          eb.selectFrom('xml_holdings as h').select('h.id').whereRef('h.tenant_id', '=', 'd.tenant_id').whereRef('h.document_id', '=', 'd.id')
            .where((inner) => inner.or([inner('h.policy_number', 'ilike', like), inner('h.member_id_number', 'ilike', like), inner('h.member_name', 'ilike', like)])),
        ),
      ]),
    );
  }
  return query;
}

// The columns a summary shows; the counts of a document's holdings are read per row (a page is at most 100).
const selectSummary = <Query extends ReturnType<typeof live>>(query: Query) =>
  query.select([
    'd.id', 'd.file_name', 'd.file_size', 'd.storage_key', 'd.checksum', 'd.archive_name', 'd.description', 'd.tags', 'd.status', 'd.validation_status', 'd.validation_result',
    'd.schema_id', 's.name as schema_name', 'd.root_element', 'd.namespace', 'd.encoding', 'd.element_count', 'd.policy_number', 'd.client_id_number', 'd.amount',
    'd.holdings_summary', 'd.uploaded_by', 'd.uploaded_at',
    sql<string | null>`to_char(d.effective_date, 'YYYY-MM-DD')`.as('effective_date'),
    sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('uploader_name'),
    sql<number>`coalesce(jsonb_array_length(d.validation_result -> 'errors'), 0)::int`.as('error_count'),
    sql<number>`(SELECT count(*) FROM xml_holdings h WHERE h.tenant_id = d.tenant_id AND h.document_id = d.id)::int`.as('policy_count'),
    sql<number>`(SELECT count(DISTINCT h.member_id_number) FROM xml_holdings h WHERE h.tenant_id = d.tenant_id AND h.document_id = d.id)::int`.as('member_count'),
    sql<number>`(SELECT count(DISTINCT h.member_id_number) FROM xml_holdings h WHERE h.tenant_id = d.tenant_id AND h.document_id = d.id AND h.client_id IS NULL)::int`.as('unmatched_members'),
  ]);

/** A page of the office's live documents that match, and how many match (exact up to EXACT_TOTAL_BOUND). */
export async function listXmlDocuments(trx: ScopedTransaction, filters: XmlDocumentFilters, page: XmlDocumentPage): Promise<{ rows: XmlDocumentRow[]; total: number }> {
  const order = page.sortOrder;
  const rows = await selectSummary(filtered(trx, filters))
    .orderBy(sql.ref(SORT_COLUMNS[page.sortBy]), order)
    .orderBy('d.id', order)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const counted = filtered(trx, filters).select('d.id').limit(EXACT_TOTAL_BOUND + 1);
  const { total } = await trx.selectFrom(counted.as('matched')).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  return { rows: rows as XmlDocumentRow[], total: Number(total) };
}

/** One live document of the office, locked for a change when asked. */
export async function readXmlDocument(trx: ScopedTransaction, id: string, lock = false): Promise<XmlDocumentRow | undefined> {
  const query = selectSummary(live(trx)).where('d.id', '=', id);
  return (await (lock ? query.forUpdate('d') : query).executeTakeFirst()) as XmlDocumentRow | undefined;
}

/** The live documents of these ids (the office's only), in no order. */
export async function readXmlDocuments(trx: ScopedTransaction, ids: readonly string[]): Promise<XmlDocumentRow[]> {
  if (ids.length === 0) return [];
  return (await selectSummary(live(trx)).where('d.id', 'in', ids).execute()) as XmlDocumentRow[];
}

export async function insertXmlDocument(trx: ScopedTransaction, row: Insertable<Database['xml_documents']>): Promise<void> {
  await trx.insertInto('xml_documents').values(row).execute();
}

export async function updateXmlDocument(trx: ScopedTransaction, id: string, change: Updateable<Database['xml_documents']>): Promise<void> {
  await trx.updateTable('xml_documents').set({ ...change, updated_at: new Date() }).where('id', '=', id).execute();
}


/** The tags on the office's live documents, the most used first, with how many documents carry each. */
export async function officeXmlTags(trx: ScopedTransaction, limit: number): Promise<{ tag: string; count: number }[]> {
  const rows = await trx
    .selectFrom(trx.selectFrom('xml_documents').where('deleted_at', 'is', null).select(sql<string>`unnest(tags)`.as('tag')).as('t'))
    .select(['t.tag', sql<string>`count(*)`.as('count')])
    .groupBy('t.tag')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('t.tag')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}
