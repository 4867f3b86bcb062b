import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { NotificationHub } from './notification-hub';
import { streamNotifications } from './notification-stream';
import { notificationChangedBody, notificationError } from './notifications.messages';
import { listNotificationsSchema, notificationStreamSchema, readAllNotificationsSchema, readNotificationSchema } from './notifications.schemas';
import { listNotifications, readAllNotifications, readNotification, refuseNotificationCall } from './notifications.service';

/** Where the notifications calls live. */
export const NOTIFICATIONS_BASE = '/api/notifications';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'id', kind: 'notification' } } as const;

/** Each member's own notifications in the office they act in: the list, reading them, and the live stream. */
export async function notificationsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // Every member has their notifications, a viewer too (reading one's own changes no office data).
  declareAccess(app, { features: [] });
  // Once the input is valid: a notification a call names must be the caller's own (404 otherwise).
  app.addHook('preHandler', async (request) => {
    const { idParam } = request.routeOptions.config;
    await refuseNotificationCall(officeContextOf(request), idParam ? (request.params as Record<string, string>)[idParam.name] : undefined);
  });
  const hub = new NotificationHub(instance.database);
  // Open streams would hold the server's close: they end first.
  instance.addHook('preClose', async () => hub.close());

  app.get(NOTIFICATIONS_BASE, { schema: listNotificationsSchema, config: tenant }, async (request) => ({ success: true as const, ...(await listNotifications(officeContextOf(request), request.query)) }));

  app.get(`${NOTIFICATIONS_BASE}/stream`, { schema: notificationStreamSchema, config: tenant }, async (request, reply) => {
    // Only a caller that asks for a stream gets one (an EventSource does); anything else would wait on it for ever.
    if (!/\btext\/event-stream\b/.test(request.headers.accept ?? '')) throw notificationError(406, 'NOTIFICATION_STREAM_ONLY');
    const ctx = officeContextOf(request);
    const lastEventId = request.headers['last-event-id'];
    // The stream writes to the connection itself, for as long as it is open.
    reply.hijack();
    await streamNotifications(
      { ctx, sessionId: request.auth!.sessionId, userId: request.auth!.userId, lastEventId: typeof lastEventId === 'string' && lastEventId ? lastEventId : undefined, headers: reply.getHeaders() as OutgoingHttpHeaders, request: request.raw, response: reply.raw },
      hub,
    );
  });

  app.post(`${NOTIFICATIONS_BASE}/read-all`, { schema: readAllNotificationsSchema, config: tenant }, async (request) =>
    notificationChangedBody('NOTIFICATIONS_ALL_READ', await readAllNotifications(officeContextOf(request))),
  );

  app.post(`${NOTIFICATIONS_BASE}/:id/read`, { schema: readNotificationSchema, config: byId }, async (request) =>
    notificationChangedBody('NOTIFICATION_READ', await readNotification(officeContextOf(request), request.params.id)),
  );
}
