import type { Gender } from './retirement-age';
import type { PlanType } from './plan-types';

/**
 * The inputs of a complete simulation, under the names the calculation routes take (`POST /complete`). Rates are
 * fractions (0.06 = 6%); money is ILS a month.
 */
export const EMPLOYMENT_TYPES = ['employee', 'self_employed', 'freelancer', 'mixed'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** What one plan's projection reads: shared by a plan alone and by each component of a combined plan. */
export interface PlanInputs {
  currentSavings?: number;
  employeeRate?: number;
  employerRate?: number;
  severanceRate?: number;
  /** The salary the rates apply to at most. */
  salaryCeiling?: number;
  /** Amount mode: the employee's and the employer's deposits a month, instead of rates. */
  monthlyContribution?: number;
  employerContribution?: number;
  managementFeeDeposit?: number;
  managementFeeAccumulation?: number;
  conversionCoefficient?: number;
  /** Hishtalmut: the years of saving when no retirement age bounds them. */
  horizonYears?: number;
}

export interface CompleteInput extends PlanInputs {
  planType: PlanType;
  employmentType?: EmploymentType;
  gender?: Gender;
  maritalStatus?: MaritalStatus;
  numberOfChildren?: number;
  currentAge: number;
  retirementAge?: number;
  currentSalary: number;
  /** The self-employed rule's average wage (A1). */
  averageWage?: number;
  /** A mixed worker's income beyond the salary, under the self-employed rule. */
  otherIncome?: number;
  annualReturnRate: number;
  inflationRate?: number;
  salaryGrowthRate?: number;
  lifeExpectancy?: number;
  /** A combined plan's components: the shared inputs above, these the plan's own. */
  pension?: PlanInputs;
  hishtalmut?: PlanInputs;
}
