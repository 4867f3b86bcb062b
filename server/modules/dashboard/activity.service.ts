import { inOffice, type OfficeContext } from '../../context/office-context';
import type { Messages } from '../../i18n/messages';
import { ACTIVITY_ENTITIES, ENTITY_OF_ACTIVITY, activityTypesOf, entityTypesOf, type ActivityEntityType, type ActivityFilter, type StoredActivityEntity } from './activity-entities';
import { activityPage, newestPerGroup, type ActivityFeedRow } from './activity.queries';
import { dashboardText } from './dashboard.messages';

/** An item of the activity feed (spec 3 §3 activity item). */
export interface ActivityItemView {
  id: string;
  // Only a stored entity's items exist (a planned one is listed as unavailable).
  entityType: (typeof ENTITY_OF_ACTIVITY)[keyof typeof ENTITY_OF_ACTIVITY];
  entityId: string;
  clientId: string;
  clientKind: 'client' | 'lead';
  title: string;
  description: string;
  metadata: Record<string, unknown>;
  action: ActivityFeedRow['type'];
  performedBy: string | null;
  performedByName: string | null;
  timestamp: string;
  path: string;
}

/** An entity type the filter asked for that no activity is stored of yet. */
export interface UnavailableActivity {
  entityType: ActivityEntityType;
  messages: Messages;
}

const nameOf = (first: string | null, last: string | null): string | null => [first, last].filter(Boolean).join(' ') || null;

function itemView(row: ActivityFeedRow): ActivityItemView {
  const entityType = ENTITY_OF_ACTIVITY[row.type];
  const entity = ACTIVITY_ENTITIES[entityType] as StoredActivityEntity;
  const metadata = row.metadata ?? {};
  const facts = { client_id: row.client_id, client_kind: row.client_kind, metadata };
  return {
    id: row.id,
    entityType,
    entityId: entity.entityId(facts),
    clientId: row.client_id,
    clientKind: row.client_kind,
    title: nameOf(row.client_first_name, row.client_last_name) ?? '',
    description: row.description,
    metadata,
    action: row.type,
    performedBy: row.performed_by,
    performedByName: nameOf(row.performer_first_name, row.performer_last_name),
    timestamp: new Date(row.occurred_at).toISOString(),
    path: entity.path(facts),
  };
}

const unavailableOf = (planned: ActivityEntityType[]): UnavailableActivity[] => planned.map((entityType) => ({ entityType, messages: dashboardText('ACTIVITY_ENTITY_PLANNED') }));

/** The recent-activity widget: newest first, at most `perType` of each entity type and `limit` in all (spec 3 §9). */
export async function recentActivity(ctx: OfficeContext, filter: ActivityFilter, perType: number, limit: number) {
  const { stored, planned } = entityTypesOf(filter);
  const rows = await inOffice(ctx, (trx) => newestPerGroup(trx, ctx.tenant.id, stored.map(activityTypesOf), perType, limit));
  return { filter, items: rows.map(itemView), unavailable: unavailableOf(planned) };
}

/** A page of the activity page (/dashboard/activity), newest first, with the exact total. */
export async function activityFeedPage(ctx: OfficeContext, filter: ActivityFilter, page: number, limit: number) {
  const { stored, planned } = entityTypesOf(filter);
  const types = filter === 'all' ? null : stored.flatMap(activityTypesOf);
  const { rows, total } = await inOffice(ctx, (trx) => activityPage(trx, ctx.tenant.id, types, limit, (page - 1) * limit));
  const totalPages = Math.ceil(total / limit);
  return {
    data: rows.map(itemView),
    pagination: { page, limit, total, totalPages, hasMore: page < totalPages },
    unavailable: unavailableOf(planned),
  };
}
