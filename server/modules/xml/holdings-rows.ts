import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/** One policy of a file as the data tab and a client's page show it (HoldingsRow of the contract). */
export interface HoldingsRowView {
  id: string;
  policyNumber: string;
  planName: string | null;
  productType: number | null;
  policyStatus: number | null;
  memberIdNumber: string;
  memberName: string | null;
  producerName: string | null;
  valuationDate: string | null;
  balance: number | null;
  monthlyDeposit: number | null;
  depositFeePct: number | null;
  balanceFeePct: number | null;
  clientId: string | null;
  clientName: string | null;
  documentId: string;
  fileName: string;
  line: number | null;
}

/** The holdings rows of the office's live files with their file's name and their client's, as HoldingsRowView reads them. */
export function holdingsRows(trx: ScopedTransaction) {
  return trx
    .selectFrom('xml_holdings as h')
    .innerJoin('xml_documents as d', (join) => join.onRef('d.tenant_id', '=', 'h.tenant_id').onRef('d.id', '=', 'h.document_id'))
    .leftJoin('clients as c', (join) => join.onRef('c.tenant_id', '=', 'h.tenant_id').onRef('c.id', '=', 'h.client_id'))
    .where('d.deleted_at', 'is', null)
    .select([
      'h.id', 'h.policy_number', 'h.plan_name', 'h.product_type', 'h.policy_status', 'h.member_id_number', 'h.member_name', 'h.producer_name', 'h.balance', 'h.monthly_deposit',
      'h.deposit_fee_pct', 'h.balance_fee_pct', 'h.client_id', 'h.document_id', 'd.file_name',
      sql<string | null>`to_char(h.valuation_date, 'YYYY-MM-DD')`.as('valuation_date'),
      sql<string | null>`nullif(trim(c.first_name || ' ' || c.last_name), '')`.as('client_name'),
      sql<number | null>`(h.details ->> 'line')::int`.as('line'),
    ]);
}

export type HoldingsRowRecord = Awaited<ReturnType<ReturnType<typeof holdingsRows>['execute']>>[number];

/** The file's order of its policies: by line, then as they were stored. */
export const IN_FILE_ORDER = sql`(h.details ->> 'line')::int asc nulls last`;

const numberOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** A holdings row as the screens read it: numbers as numbers. */
export function holdingsRowView(row: HoldingsRowRecord): HoldingsRowView {
  return {
    id: row.id,
    policyNumber: row.policy_number,
    planName: row.plan_name,
    productType: row.product_type,
    policyStatus: row.policy_status,
    memberIdNumber: row.member_id_number,
    memberName: row.member_name,
    producerName: row.producer_name,
    valuationDate: row.valuation_date,
    balance: numberOrNull(row.balance),
    monthlyDeposit: numberOrNull(row.monthly_deposit),
    depositFeePct: numberOrNull(row.deposit_fee_pct),
    balanceFeePct: numberOrNull(row.balance_fee_pct),
    clientId: row.client_id,
    clientName: row.client_name,
    documentId: row.document_id,
    fileName: row.file_name,
    line: row.line === null ? null : Number(row.line),
  };
}
