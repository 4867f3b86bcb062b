import type { CompleteInput as EngineInput } from '../../../engine/simulations/complete-input';
import { simulateComplete } from '../../../engine/simulations/complete-simulation';
import { HISTORY, storedSimulation } from './simulation-fixtures';
import type { CompleteResult, StoredSimulation } from './simulations-api';
import { inputOf, NEW_SIMULATION, planPresets, type SimulationValues } from './simulation-values';

/** A stored simulation of the history's, with its own inputs and the engine's result for them. */
function compared(index: number, values: Partial<SimulationValues>): StoredSimulation {
  const row = HISTORY[index]!;
  const inputs = inputOf({ ...NEW_SIMULATION, ...(values.planType ? planPresets(values.planType) : {}), ...values });
  const result = simulateComplete(inputs as EngineInput) as CompleteResult;
  const { inputs: _inputs, result: _result, ...summary } = storedSimulation();
  return { ...summary, ...row, planType: inputs.planType, inputs: { ...inputs } as StoredSimulation['inputs'], result, headline: { totalSavings: result.totalSavingsNominal, monthlyPension: result.monthlyPensionNominal ?? null } };
}

/** The history's three simulations as a comparison reads them: two pension funds apart in salary and return, and a study fund. */
export const COMPARED: StoredSimulation[] = [
  compared(0, { currentAge: 40, currentSalary: 20_000 }),
  compared(1, { planType: 'hishtalmut', currentAge: 35, currentSalary: 18_000, gender: 'female' }),
  compared(2, { currentAge: 40, currentSalary: 26_000, annualReturnRate: 5 }),
];
