/**
 * The contribution configurations a user picks from (A1): the mandatory minimum, full severance and the
 * tax-recognised maximum for an employee, the common mixes, and a keren hishtalmut's usual split (A7). Rates are
 * fractions of the salary.
 */
export interface ContributionConfiguration {
  id: string;
  employeeRate: number;
  employerRate: number;
  severanceRate: number;
}

export const CONTRIBUTION_CONFIGURATIONS: readonly ContributionConfiguration[] = [
  { id: 'mandatoryMinimum', employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.06 },
  { id: 'fullSeverance', employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.0833 },
  { id: 'taxRecognisedMaximum', employeeRate: 0.07, employerRate: 0.075, severanceRate: 0.0833 },
  { id: 'employeeSevenMinimumSeverance', employeeRate: 0.07, employerRate: 0.065, severanceRate: 0.06 },
  { id: 'hishtalmut', employeeRate: 0.025, employerRate: 0.075, severanceRate: 0 },
];

/** The total rate of a configuration (18.5% for the mandatory minimum). */
export function totalRate(configuration: Pick<ContributionConfiguration, 'employeeRate' | 'employerRate' | 'severanceRate'>): number {
  return configuration.employeeRate + configuration.employerRate + configuration.severanceRate;
}
