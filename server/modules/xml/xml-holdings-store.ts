import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import { holdingsRows, holdingsRowView, IN_FILE_ORDER, type HoldingsRowView } from './holdings-rows';
import { businessDataOf } from '../../xml/read-holdings';
import type { HoldingsData, HoldingsPolicy, XmlBusinessData } from '../../xml/xml-types';

/** What a document keeps of its holdings file's header (the data tab's and the detail's `holdingsHeader`). */
export interface HoldingsHeader {
  producerName: string | null;
  producedAt: string | null;
  senderName: string | null;
  fileNumber: string | null;
  version: string | null;
}

/** What storing a file's holdings did: the policies and members it holds, and the members no client of the office has. */
export interface StoredHoldings {
  policyCount: number;
  memberCount: number;
  unmatchedMembers: number;
  business: XmlBusinessData;
}

/** The header a document keeps of its holdings file. */
export const holdingsHeaderOf = (holdings: HoldingsData): HoldingsHeader => ({
  producerName: holdings.producerName,
  producedAt: holdings.producedAt,
  senderName: holdings.senderName,
  fileNumber: holdings.fileNumber,
  version: holdings.version,
});

const memberName = (policy: HoldingsPolicy): string | null => [policy.member.firstName, policy.member.lastName].filter(Boolean).join(' ').trim() || null;

// An ID number compared without its leading zeros (the file pads to 9 digits; an office may have typed fewer).
const bareId = (idNumber: string) => idNumber.trim().replace(/^0+/, '');

/** The office's clients by their bare ID number, for the members named. */
async function clientsByIdNumber(trx: ScopedTransaction, idNumbers: readonly string[]): Promise<Map<string, string>> {
  const bare = [...new Set(idNumbers.map(bareId).filter((id) => id !== ''))];
  if (bare.length === 0) return new Map();
  const rows = await trx
    .selectFrom('clients')
    .select(['id', sql<string>`ltrim(btrim(id_number), '0')`.as('bare_id')])
    .where(sql<boolean>`ltrim(btrim(id_number), '0') = ANY(${sql.val(bare)}::text[])`)
    .orderBy('created_at', 'asc')
    .execute();
  const found = new Map<string, string>();
  for (const row of rows) if (!found.has(row.bare_id)) found.set(row.bare_id, row.id);
  return found;
}

const money = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/**
 * Stores a holdings file's policies as the document's xml_holdings rows (one per policy, replacing any it had), each
 * matched to the office's client with the member's ID number, and the file's business data and header on the
 * document. Runs in the caller's transaction, under its office's row-level security.
 */
export async function storeHoldings(trx: ScopedTransaction, tenantId: string, documentId: string, holdings: HoldingsData): Promise<StoredHoldings> {
  await trx.deleteFrom('xml_holdings').where('document_id', '=', documentId).execute();
  const clients = await clientsByIdNumber(trx, holdings.policies.map((policy) => policy.member.idNumber));
  const rows = holdings.policies.map((policy) => ({
    tenant_id: tenantId,
    document_id: documentId,
    client_id: clients.get(bareId(policy.member.idNumber)) ?? null,
    member_id_number: policy.member.idNumber,
    member_name: memberName(policy),
    producer_name: policy.producerName ?? holdings.producerName,
    product_type: policy.productType,
    policy_number: policy.policyNumber,
    plan_name: policy.planName,
    policy_status: policy.status,
    valuation_date: policy.valuationDate,
    balance: money(policy.balance),
    monthly_deposit: money(policy.monthlyDeposit),
    deposit_fee_pct: policy.depositFeePct,
    balance_fee_pct: policy.balanceFeePct,
    details: JSON.stringify({ member: policy.member, employerName: policy.employerName, joinDate: policy.joinDate, deposits: policy.deposits, producerId: policy.producerId, path: policy.path, line: policy.line }),
  }));
  // In slices, so a large file stays under the parameters a statement may bind.
  for (let start = 0; start < rows.length; start += 500) await trx.insertInto('xml_holdings').values(rows.slice(start, start + 500)).execute();
  const members = new Set(holdings.policies.map((policy) => bareId(policy.member.idNumber)));
  const unmatched = [...members].filter((id) => !clients.has(id)).length;
  const business = businessDataOf(holdings);
  const summary = { header: holdingsHeaderOf(holdings), policyCount: rows.length, memberCount: members.size };
  await trx
    .updateTable('xml_documents')
    .set({ policy_number: business.policyNumber, client_id_number: business.clientIdNumber, amount: business.amount, effective_date: business.effectiveDate, holdings_summary: JSON.stringify(summary), updated_at: new Date() })
    .where('id', '=', documentId)
    .execute();
  return { policyCount: rows.length, memberCount: members.size, unmatchedMembers: unmatched, business };
}

/** A document's policies, in the file's order (HoldingsRow of the contract). */
export async function documentHoldings(trx: ScopedTransaction, documentId: string): Promise<HoldingsRowView[]> {
  const rows = await holdingsRows(trx).where('h.document_id', '=', documentId).orderBy(IN_FILE_ORDER).orderBy('h.created_at').orderBy('h.id').execute();
  return rows.map(holdingsRowView);
}
