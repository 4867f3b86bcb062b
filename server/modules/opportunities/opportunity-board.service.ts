import { inOffice, type OfficeContext } from '../../context/office-context';
import type { LeadStatus } from '../../db/schema';
import { recordDealChange } from './opportunity-history';
import { opportunityView, type OpportunityView } from './opportunity.view';
import { boardOpportunities, listOpportunities, setPosition, stageOrder, updateOpportunity, type OpportunityFilter } from './opportunities.queries';
import { viewIn } from './opportunities.service';

/** The stages of the pipeline, in board order. */
export const STAGES: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost'];

/** How long a closed or lost deal stays on the board after its last change. */
const RECENT_DAYS = 90;

/** A column of the board. */
export interface BoardStage {
  stage: LeadStatus;
  totalValue: number;
  count: number;
  items: OpportunityView[];
}

/** A page of the office's deals with its paging. */
export async function listDeals(ctx: OfficeContext, filter: OpportunityFilter) {
  const { rows, total } = await inOffice(ctx, (trx) => listOpportunities(trx, filter));
  const totalPages = Math.ceil(total / filter.limit);
  return { data: rows.map(opportunityView), pagination: { page: filter.page, limit: filter.limit, total, totalPages, hasMore: filter.page < totalPages } };
}

/** Every open deal and the recently closed or lost ones, by stage in pipeline order, with each stage's count and total value. */
export async function dealBoard(ctx: OfficeContext): Promise<{ stages: BoardStage[] }> {
  const since = new Date(Date.now() - RECENT_DAYS * 86_400_000);
  const deals = (await inOffice(ctx, (trx) => boardOpportunities(trx, since))).map(opportunityView);
  return {
    stages: STAGES.map((stage) => {
      const items = deals.filter((deal) => deal.stage === stage);
      // In cents, so that sums of amounts with cents stay exact.
      const cents = items.reduce((sum, deal) => sum + Math.round(deal.value * 100), 0);
      return { stage, totalValue: cents / 100, count: items.length, items };
    }),
  };
}

/**
 * Moves a card to a stage and a position there (clamped to the stage's end), numbering the cards of the source
 * and the target stage 0, 1, 2… in one transaction. Audited, and recorded in the client's activity.
 */
export async function moveDeal(ctx: OfficeContext, id: string, target: { stage: LeadStatus; position: number }): Promise<OpportunityView> {
  return inOffice(ctx, async (trx) => {
    const current = await viewIn(trx, id);
    // Locked in stage order, so that two moves between the same stages wait for each other rather than deadlock.
    const stages = [...new Set([current.stage, target.stage])].sort((a, b) => STAGES.indexOf(a) - STAGES.indexOf(b));
    const orders = new Map<LeadStatus, { id: string; position: number }[]>();
    for (const stage of stages) orders.set(stage, await stageOrder(trx, stage));
    const source = orders.get(current.stage)!.filter((card) => card.id !== id);
    const destination = current.stage === target.stage ? source : orders.get(target.stage)!;
    const index = Math.min(target.position, destination.length);
    destination.splice(index, 0, { id, position: -1 });
    if (current.stage !== target.stage) await updateOpportunity(trx, id, { stage: target.stage, position: index });
    for (const list of current.stage === target.stage ? [destination] : [source, destination]) {
      for (const [position, card] of list.entries()) {
        if (card.id === id) {
          if (current.stage === target.stage && current.position !== position) await updateOpportunity(trx, id, { position });
        } else if (card.position !== position) await setPosition(trx, card.id, position);
      }
    }
    const moved = await viewIn(trx, id);
    await recordDealChange(trx, ctx, 'opportunity.move', current, moved);
    return moved;
  });
}
