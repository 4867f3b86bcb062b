import { actorRole, inOffice, type OfficeContext } from '../../context/office-context';
import type { ReadOnlyRoles } from '../../plugins/access';
import { hasOpportunity } from './opportunities.queries';
import { opportunityError, opportunityNotFound } from './opportunities.messages';

/** The module's read-only roles, for its routes' declared access: a viewer's change is refused before its input is read. */
export const VIEWERS_READ_DEALS: ReadOnlyRoles = { roles: ['viewer'], refusal: () => opportunityError(403, 'OPPORTUNITY_READ_ONLY') };

/** The feature of the engine's catalogue that offers the deals pipeline. */
export const OPPORTUNITIES_FEATURE = 'opportunities';

/** What an opportunities call asks for: the deal it names, if any, and whether it changes anything. */
export interface OpportunityCall {
  dealId?: string;
  isChange: boolean;
}

/**
 * Decides who may make an opportunities call, once its input is valid: a deal the office does not have is 404, and
 * a viewer may only read. An office without the 'opportunities' feature never gets here: the guards answer 403
 * FEATURE_UNAVAILABLE for every route of the module (`declareAccess`).
 */
export async function refuseOpportunityCall(ctx: OfficeContext, { dealId, isChange }: OpportunityCall): Promise<void> {
  if (dealId !== undefined && !(await inOffice(ctx, (trx) => hasOpportunity(trx, dealId)))) throw opportunityNotFound();
  if (isChange && actorRole(ctx.actor) === 'viewer') throw opportunityError(403, 'OPPORTUNITY_READ_ONLY');
}
