import { sql } from 'kysely';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { SchemaView } from '../../http/schema-types';
import { clientNotFound } from './client-errors';
import { addActivity, recordClientChange } from './client-history';
import { activitiesOf, communicationsOf, insertCommunication, readActivity, type ActivityRecord, type CommunicationRecord } from './client-activities.queries';
import type { activitySchema, communicationSchema } from './client-shapes.schemas';
import { readClient } from './clients.queries';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** An activity as the API answers it (spec 2 §3): the shape of its response schema. */
export type ActivityView = SchemaView<typeof activitySchema>;

/** A communication as the API answers it: the shape of its response schema. */
export type CommunicationView = SchemaView<typeof communicationSchema>;

/** The manual activity types a user may record (spec 2 §3, lead vocabulary). */
export type ManualActivityType = 'email' | 'phone' | 'meeting' | 'note' | 'task' | 'deal_update' | 'document_shared';

/** A manual activity as a POST sends it. */
export interface ActivityBody {
  type: ManualActivityType;
  description: string;
  metadata?: { title?: string; duration?: number; dealValue?: number; priority?: 'low' | 'medium' | 'high' };
}

/** A communication as a POST sends it. */
export interface CommunicationBody {
  type: CommunicationRecord['type'];
  notes?: string;
  attachments?: string[];
}

/** A page window: page from 1, rows per page. */
export interface PageWindow {
  page: number;
  limit: number;
}

const activityView = (row: ActivityRecord): ActivityView => ({ id: row.id, type: row.type, description: row.description, metadata: row.metadata ?? {}, performedBy: row.performed_by, timestamp: iso(row.occurred_at) });
const communicationView = (row: CommunicationRecord): CommunicationView => ({ id: row.id, type: row.type, notes: row.notes, attachments: row.attachments ?? [], createdBy: row.created_by, createdAt: iso(row.created_at) });
const paginationOf = (window: PageWindow, total: number) => ({ page: window.page, limit: window.limit, total, totalPages: Math.ceil(total / window.limit) });

/** A page of a client's activity, newest first; 404 when the office has no such client. */
export async function listActivities(ctx: OfficeContext, clientId: string, window: PageWindow) {
  const { rows, total } = await inOffice(ctx, async (trx) => {
    if (!(await readClient(trx, clientId))) throw clientNotFound();
    return activitiesOf(trx, clientId, window.limit, (window.page - 1) * window.limit);
  });
  return { data: rows.map(activityView), pagination: paginationOf(window, total) };
}

/** Records a manual activity (a call, a meeting, a deal update…); audited. */
export async function recordActivity(ctx: OfficeContext, clientId: string, body: ActivityBody): Promise<ActivityView> {
  const row = await inOffice(ctx, async (trx) => {
    if (!(await readClient(trx, clientId, true))) throw clientNotFound();
    const id = await addActivity(trx, ctx, clientId, { type: body.type, description: body.description.trim(), metadata: body.metadata ?? {} });
    const activity = await readActivity(trx, id);
    await recordClientChange(trx, ctx, null, { eventType: 'client.activity.create', entityType: 'client_activity', entityId: id, after: { clientId, ...activityView(activity) } });
    return activity;
  });
  return activityView(row);
}

/** Logs a communication with a client: the client was contacted now (lastContactDate), and its activity says so. */
export async function logCommunication(ctx: OfficeContext, clientId: string, body: CommunicationBody): Promise<CommunicationView> {
  const userId = actorUserId(ctx.actor);
  const row = await inOffice(ctx, async (trx) => {
    const client = await readClient(trx, clientId, true);
    if (!client) throw clientNotFound();
    const communication = await insertCommunication(trx, ctx.tenant.id, clientId, userId, { type: body.type, notes: body.notes?.trim() ?? '', attachments: body.attachments ?? [] });
    const contacted = await trx.updateTable('clients').set({ last_contact_date: sql`now()`, updated_at: sql`now()`, last_modified_by: userId }).where('id', '=', clientId).returning('last_contact_date').executeTakeFirstOrThrow();
    await recordClientChange(
      trx,
      ctx,
      clientId,
      { eventType: 'client.communication', entityId: clientId, before: { lastContactDate: client.last_contact_date }, after: { lastContactDate: contacted.last_contact_date, communication: communicationView(communication) } },
      [{ type: 'contacted', metadata: { communicationId: communication.id, channel: body.type } }],
    );
    return communication;
  });
  return communicationView(row);
}

/** A page of a client's communications, newest first. */
export async function listCommunications(ctx: OfficeContext, clientId: string, window: PageWindow) {
  const { rows, total } = await inOffice(ctx, async (trx) => {
    if (!(await readClient(trx, clientId))) throw clientNotFound();
    return communicationsOf(trx, clientId, window.limit, (window.page - 1) * window.limit);
  });
  return { data: rows.map(communicationView), pagination: paginationOf(window, total) };
}
