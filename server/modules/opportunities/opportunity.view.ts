import type { SchemaView } from '../../http/schema-types';
import type { OpportunityRecord } from './opportunities.queries';
import type { opportunitySchema } from './opportunities.schemas';

/** A deal as the API answers it (value in ILS, as a number): the shape of its response schema. */
export type OpportunityView = SchemaView<typeof opportunitySchema>;

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
