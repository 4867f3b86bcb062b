import type { CompleteSimulationInput, SimulationPlanInputs } from '../generated/config-types';

/**
 * The inputs of a complete simulation, under the names the calculation routes take (`POST /complete`). Rates are
 * fractions (0.06 = 6%); money is ILS a month.
 */
export const EMPLOYMENT_TYPES = ['employee', 'self_employed', 'freelancer', 'mixed'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** What one plan's projection reads: shared by a plan alone and by each component of a combined plan (schemas/simulation-inputs.schema.json). */
export type PlanInputs = SimulationPlanInputs;

/**
 * A complete simulation's inputs as the engine runs them: the schema's shape (schemas/simulation-inputs.schema.json),
 * with what the engine's checks require (spec 2 §5) present.
 */
export type CompleteInput = CompleteSimulationInput & Required<Pick<CompleteSimulationInput, 'currentAge' | 'currentSalary' | 'annualReturnRate'>>;
