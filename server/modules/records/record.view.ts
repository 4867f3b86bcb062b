import type { Selectable } from 'kysely';
import type { RecordsTable } from '../../db/schema';
import type { RecordNames } from './record-names.queries';

/** A record as the services answer it; `stage` is null for a collection without a workflow. */
export interface RecordView {
  id: string;
  module: string;
  entity: string;
  number: string | null;
  title: string | null;
  data: Record<string, unknown>;
  stage: string | null;
  /** When the record entered its current stage. */
  stageEnteredAt: string | null;
  clientId: string | null;
  clientName: string | null;
  assignedTo: string | null;
  assigneeName: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  lastModifiedBy: string | null;
}

/** A row of the records table as the queries read it. */
export type RecordRow = Selectable<RecordsTable>;

const NO_NAMES: RecordNames = { clients: new Map(), users: new Map() };

const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The services' view of a record read by the queries, with the names of its client and assignee when known. */
export function recordView(row: RecordRow, names: RecordNames = NO_NAMES): RecordView {
  return {
    id: row.id,
    module: row.module,
    entity: row.entity,
    number: row.number,
    title: row.title,
    data: row.data as Record<string, unknown>,
    stage: row.stage,
    stageEnteredAt: isoOrNull(row.stage_entered_at),
    clientId: row.client_id,
    clientName: row.client_id === null ? null : (names.clients.get(row.client_id) ?? null),
    assignedTo: row.assigned_to,
    assigneeName: row.assigned_to === null ? null : (names.users.get(row.assigned_to) ?? null),
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    createdBy: row.created_by,
    lastModifiedBy: row.last_modified_by,
  };
}
