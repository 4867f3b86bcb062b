import type { FastifyInstance } from 'fastify';
import { withContext } from '../../db/context';
import { redactSecrets } from '../../logging/redact';
import { ownAuditEntries, ownSecurityEvents } from './activity.queries';
import { activitySchema, securityEventsSchema } from './activity.schemas';
import { pageWindow, paginationOf, type PageQuery } from '../../http/pagination';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A user's own activity and security history (spec 1 §5, §7), paged. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get<{ Querystring: PageQuery }>('/api/users/activity', { schema: activitySchema }, async (request) => {
    const window = pageWindow(request.query);
    const userId = request.auth!.userId;
    // Activity is the office's audit log: without an office there is none.
    const { rows, total } = request.tenant
      ? await withContext(db, { userId, tenantId: request.tenant.tenantId }, (trx) => ownAuditEntries(trx, userId, window.limit, window.offset))
      : { rows: [], total: 0 };
    return {
      success: true as const,
      data: rows.map((row) => ({
        id: row.id,
        occurredAt: iso(row.occurred_at),
        eventType: row.event_type,
        serviceName: row.service_name,
        entityType: row.entity_type,
        entityId: row.entity_id,
        success: row.success,
        ip: row.ip,
        userAgent: row.user_agent,
      })),
      pagination: paginationOf(window, total),
    };
  });

  app.get<{ Querystring: PageQuery }>('/api/users/security-events', { schema: securityEventsSchema }, async (request) => {
    const window = pageWindow(request.query);
    const userId = request.auth!.userId;
    const { rows, total } = await withContext(db, { userId }, (trx) => ownSecurityEvents(trx, userId, window.limit, window.offset));
    return {
      success: true as const,
      data: rows.map((row) => ({
        id: row.id,
        occurredAt: iso(row.created_at),
        eventType: row.event_type,
        success: row.success,
        ip: row.ip,
        userAgent: row.user_agent,
        details: redactSecrets(row.details ?? {}),
      })),
      pagination: paginationOf(window, total),
    };
  });
}
