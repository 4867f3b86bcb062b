import type { FastifyRequest } from 'fastify';
import type { DataContext } from '../../db/context';
import { clientError } from './client-errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The office and user a clients call acts for: both from the verified session, never from the request body. */
export function contextOf(request: FastifyRequest): Required<DataContext> & { tenantId: string; userId: string } {
  return { tenantId: request.tenant!.tenantId, userId: request.auth!.userId };
}

/**
 * The one place that decides who may change clients: every member of the office but a viewer, who may read
 * only. A preHandler of the clients module, so no change call can forget it.
 */
export async function refuseViewerChanges(request: FastifyRequest): Promise<void> {
  if (STATE_CHANGING.has(request.method) && request.tenant?.role === 'viewer') throw clientError(403, 'CLIENT_READ_ONLY');
}
