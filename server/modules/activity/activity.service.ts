import { actorUserId, inOffice, type CallContext, type OfficeContext } from '../../context/office-context';
import { withContext } from '../../db/context';
import { redactSecrets } from '../../logging/redact';
import { ownAuditEntries, ownSecurityEvents } from './activity.queries';

/** Which rows of a list a page holds. */
export interface RowWindow {
  limit: number;
  offset: number;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

const isInOffice = (ctx: CallContext | OfficeContext): ctx is OfficeContext => 'tenant' in ctx;

/** The actor's own entries in their office's audit log, newest first: activity is the office's log, so without an office there is none. */
export async function ownActivity(ctx: CallContext | OfficeContext, window: RowWindow) {
  const userId = actorUserId(ctx.actor);
  if (!isInOffice(ctx) || !userId) return { entries: [], total: 0 };
  const { rows, total } = await inOffice(ctx, (trx) => ownAuditEntries(trx, userId, window.limit, window.offset));
  const entries = rows.map((row) => ({
    id: row.id,
    occurredAt: iso(row.occurred_at),
    eventType: row.event_type,
    serviceName: row.service_name,
    entityType: row.entity_type,
    entityId: row.entity_id,
    success: row.success,
    ip: row.ip,
    userAgent: row.user_agent,
  }));
  return { entries, total };
}

/** The actor's own security events, newest first, with any secret in their details redacted. */
export async function ownSecurityHistory(ctx: CallContext, window: RowWindow) {
  const userId = actorUserId(ctx.actor);
  if (!userId) return { events: [], total: 0 };
  const { rows, total } = await withContext(ctx.db, { userId }, (trx) => ownSecurityEvents(trx, userId, window.limit, window.offset));
  const events = rows.map((row) => ({
    id: row.id,
    occurredAt: iso(row.created_at),
    eventType: row.event_type,
    success: row.success,
    ip: row.ip,
    userAgent: row.user_agent,
    details: redactSecrets(row.details ?? {}),
  }));
  return { events, total };
}
