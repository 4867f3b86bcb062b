import { EMPLOYMENT_TYPES, MARITAL_STATUSES } from '../../../engine/simulations/complete-input';
import { PLAN_TYPES } from '../../../engine/simulations/plan-types';

// The shapes of the calculations' inputs (spec 2 §3, issue 26's names). Rates are fractions (0.06 = 6%), money ILS a
// month. The schemas hold types and outer sizes only: the rules of spec 2 §5 (age and salary required, retirement
// after the current age, rates 0–100%, return 0–20%, amounts positive) are the engine's checks, which speak the spec's
// messages (engine/simulations/check-simulation-input.ts).

const number = (description: string) => ({ type: 'number', minimum: -1_000_000_000, maximum: 1_000_000_000, description }) as const;

/** What one plan reads: a plan alone, or one component of a combined plan. */
const planProperties = {
  currentSavings: number('The savings now, ILS.'),
  employeeRate: number('The employee’s deposit, a fraction of the salary (0.06 = 6%).'),
  employerRate: number('The employer’s deposit, a fraction of the salary.'),
  severanceRate: number('The employer’s severance deposit, a fraction of the salary (0.0833 = full severance).'),
  salaryCeiling: number('The salary the rates apply to at most (a keren hishtalmut’s default: 15,712).'),
  monthlyContribution: number('Amount mode: the employee’s deposit a month, ILS, instead of rates.'),
  employerContribution: number('Amount mode: the employer’s deposit a month, ILS.'),
  managementFeeDeposit: number('The fee on deposits, a fraction (default: the plan’s cap).'),
  managementFeeAccumulation: number('The yearly fee on the accumulation, a fraction, charged monthly at 1/12 (default: the plan’s cap).'),
  conversionCoefficient: number('The conversion coefficient (default by gender and retirement age: men 67 → 200).'),
  horizonYears: number('A keren hishtalmut’s years of saving, when no retirement age bounds them.'),
} as const;

const planSchema = { type: 'object', additionalProperties: false, properties: planProperties } as const;

/** POST /complete and /enhanced-complete: a complete simulation's inputs. */
export const completeInputSchema = {
  type: 'object',
  required: ['planType'],
  additionalProperties: false,
  properties: {
    planType: { enum: PLAN_TYPES, description: 'pension_fund, managers_insurance, hishtalmut or combined.' },
    employmentType: { enum: EMPLOYMENT_TYPES, description: 'employee (default), self_employed, freelancer or mixed.' },
    gender: { enum: ['male', 'female'], description: 'Sets the default coefficient, retirement age and life expectancy.' },
    maritalStatus: { enum: MARITAL_STATUSES },
    numberOfChildren: { type: 'integer', minimum: 0, maximum: 30 },
    currentAge: number('Required: the age now, in years (fractions allowed).'),
    retirementAge: number('Required but for a keren hishtalmut with horizonYears: the age saving stops.'),
    currentSalary: number('Required: the monthly salary now, ILS (a self-employed person’s monthly income).'),
    averageWage: number('The average wage of the self-employed rule (default 12,536).'),
    otherIncome: number('A mixed worker’s monthly income beyond the salary, under the self-employed rule.'),
    annualReturnRate: number('Required: the yearly return, a fraction (0–0.2).'),
    inflationRate: number('The yearly inflation, a fraction (default 0).'),
    salaryGrowthRate: number('The yearly salary growth, a fraction (default 0); the salary rises once every 12 months.'),
    lifeExpectancy: number('The age the annuity alternative pays until (default men 81, women 85).'),
    ...planProperties,
    pension: { ...planSchema, description: 'combined: the pension component’s own inputs.' },
    hishtalmut: { ...planSchema, description: 'combined: the keren hishtalmut component’s own inputs.' },
  },
} as const;

/** POST /disability and /survivors. */
export const coverInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    insuredSalary: number('Required: the insured monthly salary, ILS.'),
    disabilityCoverageRate: number('The disability cover, a fraction (at most 0.75; default 0.75).'),
    survivorsCoverageRate: number('The survivors’ cover, a fraction (default 1).'),
    lossOfCapacity: number('The loss of capacity to work, a fraction (default 1).'),
    maritalStatus: { enum: MARITAL_STATUSES },
    numberOfChildren: { type: 'integer', minimum: 0, maximum: 30 },
    childrenAgesUnder21: { type: 'integer', minimum: 0, maximum: 30, description: 'How many of the children are under 21 (default: all).' },
    disabledChild: { type: 'boolean' },
    dependentParents: { type: 'integer', minimum: 0, maximum: 4 },
    bylaws: { enum: ['standard', 'legacy'], description: 'The fund’s by-laws: standard (2018) or legacy (40%/30%).' },
  },
} as const;
