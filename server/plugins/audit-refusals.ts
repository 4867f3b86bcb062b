import type { FastifyInstance } from 'fastify';
import { auditActorOf, recordAudit, recordCallEvent } from '../audit/audit-writer';
import { callContextOf, officeContextOf } from '../context/request-context';

/** Records every refused request (401, 403): in its tenant's audit log when it has one, else the platform's. */
export function registerRefusalAudit(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 401 && reply.statusCode !== 403) return;
    const details = { method: request.method, url: request.routeOptions.url ?? request.url, status: reply.statusCode };
    try {
      if (request.tenant) {
        await recordAudit(app.database.db, auditActorOf(officeContextOf(request)), { eventType: 'request.refused', serviceName: 'http', entityType: 'route', entityId: `${details.method} ${details.url}`, after: details, success: false });
      } else {
        await recordCallEvent(callContextOf(request), { eventType: 'request.refused', serviceName: 'http', success: false, userId: request.auth?.userId ?? null, details });
      }
    } catch (error) {
      request.log.error({ err: error }, 'could not record a refused request');
    }
  });
}
