import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import { holdingsRows, IN_FILE_ORDER, type HoldingsRowRecord } from './holdings-rows';

/** A member of a file as its holdings rows name them (the first policy's details), and whether a client has them. */
export interface FileMember {
  member_id_number: string;
  member_name: string | null;
  member: Record<string, unknown> | null;
  matched: boolean;
}

/** A live document's file name, locked while its holdings are linked; undefined when the office has none by that id. */
export async function readLiveDocument(trx: ScopedTransaction, documentId: string): Promise<{ id: string; file_name: string } | undefined> {
  return trx.selectFrom('xml_documents').select(['id', 'file_name']).where('id', '=', documentId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
}

/** Whether the office has the client (or lead). */
export async function clientExists(trx: ScopedTransaction, clientId: string): Promise<boolean> {
  return (await trx.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst()) !== undefined;
}

/** The members a document's holdings name, each once, by ID number. */
export async function documentMembers(trx: ScopedTransaction, documentId: string): Promise<FileMember[]> {
  const rows = await sql<{ member_id_number: string; member_name: string | null; member: Record<string, unknown> | null; matched: boolean }>`
    select distinct on (h.member_id_number) h.member_id_number, h.member_name, h.details -> 'member' as member,
      bool_or(h.client_id is not null) over (partition by h.member_id_number) as matched
    from xml_holdings h where h.document_id = ${documentId}
    order by h.member_id_number, (h.details ->> 'line')::int nulls last, h.id`.execute(trx);
  return rows.rows;
}

/** Links a member's policies of a document to a client; the policies it linked (their ids). */
export async function linkMember(trx: ScopedTransaction, documentId: string, idNumber: string, clientId: string): Promise<{ id: string; client_id: string | null }[]> {
  const before = await trx.selectFrom('xml_holdings').select(['id', 'client_id']).where('document_id', '=', documentId).where('member_id_number', '=', idNumber).forUpdate().execute();
  if (before.length > 0) await trx.updateTable('xml_holdings').set({ client_id: clientId }).where('document_id', '=', documentId).where('member_id_number', '=', idNumber).execute();
  return before;
}


/** A member's policies of a document, in the file's order. */
export async function memberHoldings(trx: ScopedTransaction, documentId: string, idNumber: string): Promise<HoldingsRowRecord[]> {
  return holdingsRows(trx).where('h.document_id', '=', documentId).where('h.member_id_number', '=', idNumber).orderBy(IN_FILE_ORDER).orderBy('h.id').execute();
}

/**
 * A client's policies: every policy a live file links to the client (its number, for the member the file names),
 * each as the latest live file naming it reports it (by uploaded_at), by product then policy number. At most 500.
 */
export async function clientHoldings(trx: ScopedTransaction, clientId: string): Promise<HoldingsRowRecord[]> {
  const latest = sql<string>`(
    select distinct on (l.policy_number, l.member_id_number) l.id
    from xml_holdings l join xml_documents ld on ld.tenant_id = l.tenant_id and ld.id = l.document_id
    where ld.deleted_at is null and (l.policy_number, l.member_id_number) in (
      select o.policy_number, o.member_id_number from xml_holdings o join xml_documents od on od.tenant_id = o.tenant_id and od.id = o.document_id
      where o.client_id = ${clientId} and od.deleted_at is null
    )
    order by l.policy_number, l.member_id_number, ld.uploaded_at desc, ld.id desc, l.id
  )`;
  return holdingsRows(trx).where('h.id', 'in', latest).orderBy('h.product_type').orderBy('h.policy_number').limit(500).execute();
}
