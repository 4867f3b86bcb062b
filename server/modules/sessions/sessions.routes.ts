import type { FastifyInstance } from 'fastify';
import { actorOf, recordAudit } from '../../audit/audit-writer';
import { withContext } from '../../db/context';
import { httpError } from '../../plugins/errors';
import { revokeSession, revokeUserSessions } from '../../sessions/session-store';
import { endOtherSessionsSchema, endSessionSchema, listSessionsSchema } from './sessions.schemas';

/** A user lists and ends their own sessions (spec 1 §7 security calls; issue 3). */
export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get('/api/users/sessions', { schema: listSessionsSchema }, async (request) => {
    const auth = request.auth!;
    const now = new Date();
    const rows = await withContext(db, { userId: auth.userId }, (trx) =>
      trx
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('last_seen_at', 'desc')
        .execute(),
    );
    return {
      success: true as const,
      data: rows.map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        ip: row.ip,
        userAgent: row.user_agent,
        isCurrent: row.id === auth.sessionId,
      })),
    };
  });

  app.delete<{ Params: { id: string } }>('/api/users/sessions/:id', { schema: endSessionSchema, config: { idParam: { name: 'id', kind: 'session' } } }, async (request) => {
    const auth = request.auth!;
    if (!(await revokeSession(db, auth.userId, request.params.id, new Date()))) throw httpError(404, 'NOT_FOUND');
    if (request.tenant) await recordAudit(db, actorOf(request, request.tenant.tenantId), { eventType: 'session.end', serviceName: 'sessions', entityType: 'session', entityId: request.params.id, success: true });
    return { success: true as const, data: { ended: true } };
  });

  app.post('/api/users/sessions/end-others', { schema: endOtherSessionsSchema }, async (request) => {
    const auth = request.auth!;
    const ended = await revokeUserSessions(db, auth.userId, new Date(), auth.sessionId);
    if (request.tenant) await recordAudit(db, actorOf(request, request.tenant.tenantId), { eventType: 'session.end-others', serviceName: 'sessions', entityType: 'user', entityId: auth.userId, after: { ended }, success: true });
    return { success: true as const, data: { ended } };
  });
}
