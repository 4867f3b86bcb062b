import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { callContextOf, officeContextOf } from '../../context/request-context';
import { activitySchema, securityEventsSchema } from './activity.schemas';
import { ownActivity, ownSecurityHistory } from './activity.service';
import { pageWindow, paginationOf } from '../../http/pagination';

/** A user's own activity and security history (spec 1 §5, §7), paged. */
export async function activityRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  app.get('/api/users/activity', { schema: activitySchema }, async (request) => {
    const window = pageWindow(request.query);
    const { entries, total } = await ownActivity(request.tenant ? officeContextOf(request) : callContextOf(request), window);
    return { success: true as const, data: entries, pagination: paginationOf(window, total) };
  });

  app.get('/api/users/security-events', { schema: securityEventsSchema }, async (request) => {
    const window = pageWindow(request.query);
    const { events, total } = await ownSecurityHistory(callContextOf(request), window);
    return { success: true as const, data: events, pagination: paginationOf(window, total) };
  });
}
