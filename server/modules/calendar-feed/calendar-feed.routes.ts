import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { messageBody } from '../../i18n/messages';
import { declareAccess } from '../../plugins/access';
import { LIMITS } from '../../security/limits';
import { ICS_CONTENT_TYPE } from '../appointments/appointment-ics';
import { CALENDAR_FEED_TEXTS } from './calendar-feed.messages';
import { createFeedSchema, feedCalendarSchema, readFeedSchema, revokeFeedSchema } from './calendar-feed.schemas';
import { createFeed, feedCalendar, readFeed, revokeFeed } from './calendar-feed.service';

/** A member's secret calendar feed (issue 21): see, make and revoke it signed in; read it by its address alone. */
export async function calendarFeedRoutes(instance: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [] });
  const own = { tenant: true } as const;

  app.get('/api/calendar-feed', { schema: readFeedSchema, config: own }, async (request) => ({ success: true as const, data: await readFeed(officeContextOf(request)) }));

  app.post('/api/calendar-feed', { schema: createFeedSchema, config: own }, async (request, reply) => {
    const data = await createFeed(officeContextOf(request), config.publicUrl);
    reply.code(201).header('cache-control', 'no-store');
    return { ...messageBody(CALENDAR_FEED_TEXTS.CALENDAR_FEED_CREATED), data };
  });

  app.delete('/api/calendar-feed', { schema: revokeFeedSchema, config: own }, async (request) => ({
    ...messageBody(CALENDAR_FEED_TEXTS.CALENDAR_FEED_REVOKED),
    data: await revokeFeed(officeContextOf(request)),
  }));

  // The token is the address: no session, no CSRF (a GET), the office found by the token's hash alone. The request
  // log writes the address with the token replaced (server/logging/redact.ts, SECRET_PATHS).
  app.get('/api/calendar-feed/:file', { schema: feedCalendarSchema, config: { public: true, rateLimit: LIMITS.calendarFeed } }, async (request, reply) => {
    const services = { db: request.server.database.db, mailer: request.server.mailer, catalog: request.server.catalog };
    const text = await feedCalendar(services, request.params.file.slice(0, -'.ics'.length));
    reply.type(ICS_CONTENT_TYPE).header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex');
    return text;
  });
}
