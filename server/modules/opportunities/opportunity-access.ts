import type { FastifyRequest } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { withContext, type DataContext } from '../../db/context';
import { tenantConfiguration } from '../../office-types/tenant-configuration';
import { findPublicTenant } from '../../tenancy/tenant-queries';
import { hasOpportunity } from './opportunities.queries';
import { opportunityError, opportunityNotFound } from './opportunities.messages';

/** The feature of the engine's catalogue that offers the deals pipeline. */
export const OPPORTUNITIES_FEATURE = 'opportunities';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The office and user an opportunities call acts for: both from the verified session, never from the request body. */
export function contextOf(request: FastifyRequest): Required<DataContext> & { tenantId: string; userId: string } {
  return { tenantId: request.tenant!.tenantId, userId: request.auth!.userId };
}

/** Whether the office of the request has a feature of the engine's catalogue (its type's, with the office's overrides). */
export async function hasOfficeFeature(request: FastifyRequest, catalog: OfficeTypeCatalog, feature: string): Promise<boolean> {
  const membership = request.tenant!;
  const office = await findPublicTenant(request.server.database.db, membership.tenantId);
  const config = tenantConfiguration(catalog, { id: membership.tenantId, officeType: membership.officeType, overrides: office?.overrides ?? {} });
  return config.enabledFeatures.includes(feature);
}

/**
 * The preHandler that decides who may call the opportunities, after the input is validated: a deal the office does
 * not have is 404 (whether or not the office has the feature, so another office's ids tell nothing), an office
 * without the 'opportunities' feature 403, and a viewer may only read.
 */
export function guardOpportunities(catalog: OfficeTypeCatalog) {
  return async function refuseOpportunityCall(request: FastifyRequest): Promise<void> {
    const idParam = request.routeOptions.config.idParam;
    if (idParam) {
      const id = (request.params as Record<string, string>)[idParam.name]!;
      if (!(await withContext(request.server.database.db, contextOf(request), (trx) => hasOpportunity(trx, id)))) throw opportunityNotFound();
    }
    if (!(await hasOfficeFeature(request, catalog, OPPORTUNITIES_FEATURE))) throw opportunityError(403, 'FEATURE_NOT_ENABLED');
    if (STATE_CHANGING.has(request.method) && request.tenant?.role === 'viewer') throw opportunityError(403, 'OPPORTUNITY_READ_ONLY');
  };
}
