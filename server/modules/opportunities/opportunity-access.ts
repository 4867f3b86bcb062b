import type { FastifyRequest } from 'fastify';
import { withContext, type DataContext } from '../../db/context';
import { hasOpportunity } from './opportunities.queries';
import { opportunityError, opportunityNotFound } from './opportunities.messages';

/** The feature of the engine's catalogue that offers the deals pipeline. */
export const OPPORTUNITIES_FEATURE = 'opportunities';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The office and user an opportunities call acts for: both from the verified session, never from the request body. */
export function contextOf(request: FastifyRequest): Required<DataContext> & { tenantId: string; userId: string } {
  return { tenantId: request.tenant!.tenantId, userId: request.auth!.userId };
}

/**
 * The preHandler that decides who may call the opportunities, after the input is validated: a deal the office does
 * not have is 404, and a viewer may only read. An office without the 'opportunities' feature never gets here: the
 * guards answer 403 FEATURE_UNAVAILABLE for every route of the module (`declareAccess`).
 */
export function guardOpportunities() {
  return async function refuseOpportunityCall(request: FastifyRequest): Promise<void> {
    const idParam = request.routeOptions.config.idParam;
    if (idParam) {
      const id = (request.params as Record<string, string>)[idParam.name]!;
      if (!(await withContext(request.server.database.db, contextOf(request), (trx) => hasOpportunity(trx, id)))) throw opportunityNotFound();
    }
    if (STATE_CHANGING.has(request.method) && request.tenant?.role === 'viewer') throw opportunityError(403, 'OPPORTUNITY_READ_ONLY');
  };
}
