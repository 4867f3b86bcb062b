import { disability, survivors, type DisabilityResult, type SurvivorsResult } from '../../../engine/simulations/disability-survivors';
import type { SimulationValues } from './simulation-values';

/** The cover beside an enhanced simulation: disability and survivors' pensions of the current salary. */
export type Cover = DisabilityResult & SurvivorsResult;

/**
 * The cover of the form's values, by the engine the server's /enhanced-complete runs (A6: the fund's default cover on
 * the current salary, the family as entered); none while the salary is missing.
 */
export function coverOf(values: Pick<SimulationValues, 'currentSalary' | 'maritalStatus' | 'numberOfChildren'>): Cover | undefined {
  const salary = values.currentSalary;
  if (typeof salary !== 'number' || !Number.isFinite(salary) || salary <= 0) return undefined;
  const input = {
    insuredSalary: salary,
    ...(values.maritalStatus ? { maritalStatus: values.maritalStatus } : {}),
    ...(typeof values.numberOfChildren === 'number' ? { numberOfChildren: values.numberOfChildren } : {}),
  };
  return { ...disability(input), ...survivors(input) };
}
