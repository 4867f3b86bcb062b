import type { Selectable } from 'kysely';
import type { RecordsTable } from '../../db/schema';

/** A record as the services answer it. `stage` is null until the workflow runtime moves records (issue 20). */
export interface RecordView {
  id: string;
  module: string;
  entity: string;
  number: string | null;
  title: string | null;
  data: Record<string, unknown>;
  stage: string | null;
  clientId: string | null;
  assignedTo: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  lastModifiedBy: string | null;
}

/** A row of the records table as the queries read it. */
export type RecordRow = Selectable<RecordsTable>;

/** The services' view of a record read by the queries. */
export function recordView(row: RecordRow): RecordView {
  return {
    id: row.id,
    module: row.module,
    entity: row.entity,
    number: row.number,
    title: row.title,
    data: row.data as Record<string, unknown>,
    stage: row.stage,
    clientId: row.client_id,
    assignedTo: row.assigned_to,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    createdBy: row.created_by,
    lastModifiedBy: row.last_modified_by,
  };
}
