import type { CompleteInput } from '../../../engine/simulations/complete-input';
import type { CoverInput } from '../../../engine/simulations/disability-survivors';
import { completeSimulation, coverOf, enhancedSimulation } from './calculations.service';
import type { SimulationKind } from './simulations-paths';

/** What each kind of simulation runs on its inputs: the server recomputes a stored simulation's result with it. */
const RUNS: Record<SimulationKind, (inputs: Record<string, unknown>) => object> = {
  complete: (inputs) => completeSimulation(inputs as Partial<CompleteInput>),
  enhanced: (inputs) => enhancedSimulation(inputs as Partial<CompleteInput>),
  disability: (inputs) => coverOf(inputs as Partial<CoverInput>),
  survivors: (inputs) => coverOf(inputs as Partial<CoverInput>),
};

/** The result of a simulation's inputs (400 with spec 2 §5's messages when they cannot run). */
export function runSimulation(kind: SimulationKind, inputs: Record<string, unknown>): object {
  return RUNS[kind](inputs);
}

/** The two figures a list shows (spec 2 §3: result {totalSavings, monthlyPension}), from any kind's result. */
export function headlineOf(result: Record<string, unknown>): { totalSavings: number | null; monthlyPension: number | null } {
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    totalSavings: number(result.totalSavingsNominal),
    monthlyPension: number(result.monthlyPensionNominal) ?? number(result.disabilityMonthly) ?? number(result.survivorsTotalMonthly),
  };
}
