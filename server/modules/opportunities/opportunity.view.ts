import type { OpportunityRecord } from './opportunities.queries';

/** A deal as the API answers it (value in ILS, as a number). */
export interface OpportunityView {
  id: string;
  clientId: string;
  clientName: string;
  title: string;
  value: number;
  currency: 'ILS';
  stage: OpportunityRecord['stage'];
  expectedCloseDate: string | null;
  ownerId: string | null;
  ownerName: string | null;
  position: number;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The API's view of a deal read by the queries. */
export function opportunityView(row: OpportunityRecord): OpportunityView {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    title: row.title,
    value: Number(row.value),
    currency: 'ILS',
    stage: row.stage,
    expectedCloseDate: row.expected_close_date,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    position: row.position,
    notes: row.notes,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
