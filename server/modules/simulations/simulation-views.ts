import { headlineOf } from './simulation-run';
import type { SimulationRow } from './simulations.queries';
import type { SimulationKind } from './simulations-paths';

/** A simulation as a list shows it. */
export function simulationSummary(row: SimulationRow, userId: string | null) {
  return {
    id: row.id,
    name: row.name,
    clientId: row.client_id,
    clientName: row.client_name,
    kind: row.kind as SimulationKind,
    planType: row.plan_type,
    headline: headlineOf(row.result),
    tags: row.tags,
    isShared: row.is_shared,
    isMine: row.created_by !== null && row.created_by === userId,
    authorName: row.author_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A simulation with its inputs and result. */
export function simulationView(row: SimulationRow, userId: string | null) {
  return { ...simulationSummary(row, userId), inputs: row.inputs, result: row.result };
}

/** What the audit trail keeps of a simulation: what it is, not its year-by-year table. */
export function auditedSimulation(row: Pick<SimulationRow, 'name' | 'client_id' | 'kind' | 'inputs' | 'tags' | 'is_shared'>) {
  return { name: row.name, clientId: row.client_id, kind: row.kind, inputs: row.inputs, tags: row.tags, isShared: row.is_shared };
}
