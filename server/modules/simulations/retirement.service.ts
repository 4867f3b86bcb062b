import { checkCompleteInput } from '../../../engine/simulations/check-simulation-input';
import type { CompleteInput } from '../../../engine/simulations/complete-input';
import { retirementSummary, type RetirementSummary, type SavedPlan } from '../../../engine/simulations/retirement';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { clientMissing, inputInvalid, noPlansToSum, notOfClient } from './simulations.messages';
import type { SimulationRow } from './simulations.queries';
import { seenClientRows } from './simulations.service';

export interface RetirementRequest {
  clientId: string;
  simulationIds?: string[];
}

const isPlan = (row: SimulationRow) => row.kind === 'complete' || row.kind === 'enhanced';

// A stored plan's inputs were checked when saved; check again, so an input that no longer runs answers 400, not 500.
function savedPlanOf(row: SimulationRow): SavedPlan {
  const problems = checkCompleteInput(row.inputs as Partial<CompleteInput>);
  if (problems.length > 0) throw inputInvalid(problems);
  return { id: row.id, name: row.name, kind: row.kind as SavedPlan['kind'], inputs: row.inputs as unknown as CompleteInput };
}

/** The chosen plans in the order chosen (400 when one is not among the client's), or all of them. */
function chosenOf(plans: readonly SimulationRow[], ids: readonly string[] | undefined): readonly SimulationRow[] {
  if (!ids) return plans;
  const byId = new Map(plans.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notOfClient();
    return row;
  });
}

/**
 * Everything at retirement from a client's saved complete and enhanced simulations the caller sees (or the chosen
 * ones), each recomputed from its inputs: 404 for a client the office does not have, 400 with nothing to sum.
 */
export async function clientRetirement(ctx: OfficeContext, request: RetirementRequest): Promise<RetirementSummary> {
  const rows = await inOffice(ctx, (trx) => seenClientRows(trx, ctx, request.clientId, clientMissing));
  const chosen = chosenOf(rows.filter(isPlan), request.simulationIds);
  if (chosen.length === 0) throw noPlansToSum();
  return retirementSummary(chosen.map(savedPlanOf));
}
