import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { ownContextOf } from '../../context/request-context';
import { endOtherSessionsSchema, endSessionSchema, listSessionsSchema } from './sessions.schemas';
import { endOtherSessions, endOwnSession, listOwnSessions } from './sessions.service';

/** A user lists and ends their own sessions (spec 1 §7 security calls; issue 3). */
export async function sessionsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  app.get('/api/users/sessions', { schema: listSessionsSchema }, async (request) => ({
    success: true as const,
    data: await listOwnSessions(ownContextOf(request), request.auth!.sessionId),
  }));

  app.delete('/api/users/sessions/:id', { schema: endSessionSchema, config: { idParam: { name: 'id', kind: 'session' } } }, async (request) => {
    await endOwnSession(ownContextOf(request), request.params.id);
    return { success: true as const, data: { ended: true } };
  });

  app.post('/api/users/sessions/end-others', { schema: endOtherSessionsSchema }, async (request) => ({
    success: true as const,
    data: { ended: await endOtherSessions(ownContextOf(request), request.auth!.sessionId) },
  }));
}
