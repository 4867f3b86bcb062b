import type { ClientActivityType } from '../../db/schema';

/** What an activity item is about (the recent-activity widget's filter, spec 3 §2). */
export type ActivityEntityType = 'client' | 'document' | 'opportunity' | 'simulation';

/** The filters of the activity calls: every kind, or one. */
export const ACTIVITY_FILTERS = ['all', 'client', 'document', 'opportunity', 'simulation'] as const;

/** A filter of the activity calls. */
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

/** What of an activity row decides where it leads. */
export interface ActivityRow {
  client_id: string;
  client_kind: 'client' | 'lead';
  metadata: Record<string, unknown>;
}

/** How the items of one entity type are read from the client activity log, and where each leads. */
export interface StoredActivityEntity {
  isPlanned: false;
  /** The id of the thing the item is about. */
  entityId(row: ActivityRow): string;
  /** The web app's path that opens it. */
  path(row: ActivityRow): string;
}

/** An entity type whose module is not built: no activity of it is stored yet. */
export interface PlannedActivityEntity {
  isPlanned: true;
}

/** The client's page: /leads/{id} for a lead, /clients/{id} for a client. */
export const clientPath = (row: ActivityRow): string => `/${row.client_kind === 'lead' ? 'leads' : 'clients'}/${row.client_id}`;

const idIn = (row: ActivityRow, key: string): string | undefined => (typeof row.metadata[key] === 'string' ? (row.metadata[key] as string) : undefined);

/** Which entity each type of the client activity log (migration 010) is about; every type is named, so a new one must be placed. */
export const ENTITY_OF_ACTIVITY: Readonly<Record<ClientActivityType, Exclude<ActivityEntityType, 'simulation'>>> = {
  created: 'client',
  updated: 'client',
  contacted: 'client',
  note_added: 'client',
  status_changed: 'client',
  email: 'client',
  phone: 'client',
  meeting: 'client',
  note: 'client',
  task: 'client',
  follow_up_set: 'client',
  follow_up_completed: 'client',
  merged: 'client',
  document_added: 'document',
  document_shared: 'document',
  deal_update: 'opportunity',
};

/** Every entity type of the activity feed: read from the client activity log, or planned. */
export const ACTIVITY_ENTITIES: Readonly<Record<ActivityEntityType, StoredActivityEntity | PlannedActivityEntity>> = {
  client: { isPlanned: false, entityId: (row) => row.client_id, path: clientPath },
  // A document opens on its client's page, where the documents are.
  document: { isPlanned: false, entityId: (row) => idIn(row, 'documentId') ?? row.client_id, path: clientPath },
  // A deal opens on its own page, unless the entry records its deletion.
  opportunity: {
    isPlanned: false,
    entityId: (row) => idIn(row, 'opportunityId') ?? row.client_id,
    path: (row) => {
      const id = idIn(row, 'opportunityId');
      return id && row.metadata.event !== 'opportunity.delete' ? `/opportunities/${id}` : clientPath(row);
    },
  },
  simulation: { isPlanned: true },
};

/** The activity types of an entity type, in a stable order. */
export function activityTypesOf(entity: ActivityEntityType): ClientActivityType[] {
  return (Object.keys(ENTITY_OF_ACTIVITY) as ClientActivityType[]).filter((type) => ENTITY_OF_ACTIVITY[type] === entity);
}

/** The entity types a filter asks for, split into those stored and those planned. */
export function entityTypesOf(filter: ActivityFilter): { stored: ActivityEntityType[]; planned: ActivityEntityType[] } {
  const asked = filter === 'all' ? (Object.keys(ACTIVITY_ENTITIES) as ActivityEntityType[]) : [filter];
  return { stored: asked.filter((type) => !ACTIVITY_ENTITIES[type].isPlanned), planned: asked.filter((type) => ACTIVITY_ENTITIES[type].isPlanned) };
}
