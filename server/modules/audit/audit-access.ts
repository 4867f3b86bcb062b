import type { FastifyRequest } from 'fastify';
import type { DataContext } from '../../db/context';
import { httpError } from '../../plugins/errors';

/** The office and admin an audit call acts for, from the verified session; 403 ADMIN_REQUIRED for any other member. */
export function auditAdminOf(request: FastifyRequest): Required<DataContext> & { tenantId: string; userId: string } {
  if (!request.tenant || !request.auth) throw httpError(403, 'FORBIDDEN');
  if (request.tenant.role !== 'admin') throw httpError(403, 'ADMIN_REQUIRED');
  return { tenantId: request.tenant.tenantId, userId: request.auth.userId };
}
