import type { CompleteInput, PlanInputs } from './complete-input';
import type { CoverInput } from './disability-survivors';
import type { SimulationProblem } from './simulation-messages';

/**
 * The checks of spec 2 §5 on a simulation's inputs, shared by the form (as the user types) and the server (400 at
 * each field): age and salary required, a valid age, retirement after the current age, contribution rates 0–100%,
 * the return 0–20%, amounts positive. The request schemas hold only shapes; these speak the spec's messages.
 */
export const AGE_RANGE = { min: 16, max: 100 } as const;
export const RATE_RANGE = { min: 0, max: 1 } as const;
export const RETURN_RANGE = { min: 0, max: 0.2 } as const;
/** The years a keren hishtalmut's horizon may span (it also bounds the months a projection walks). */
export const HORIZON_RANGE = { min: 1, max: 60 } as const;
/** The highest fee a simulation takes (a fraction): above every cap of A2, for old policies. */
export const MAX_FEE = 0.1;

type Problems = SimulationProblem[];
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function checkAge(problems: Problems, path: string, value: unknown, required: boolean): void {
  if (value === undefined || value === null) {
    if (required) problems.push({ path, code: 'AGE_REQUIRED' });
    return;
  }
  if (!isNumber(value) || value < AGE_RANGE.min || value > AGE_RANGE.max) problems.push({ path, code: 'AGE_INVALID', params: { ...AGE_RANGE } });
}

// An amount: never negative; zero refused where it is required or must be positive (a coefficient divides).
function checkAmount(problems: Problems, path: string, value: unknown, required: boolean, code: 'AMOUNT_REQUIRED' | 'SALARY_REQUIRED' = 'AMOUNT_REQUIRED', positive = required): void {
  if (value === undefined || value === null) {
    if (required) problems.push({ path, code });
    return;
  }
  if (!isNumber(value) || value < 0 || (positive && value === 0)) problems.push({ path, code: 'POSITIVE_NUMBER' });
}

function checkRate(problems: Problems, path: string, value: unknown, range: { min: number; max: number }, code: SimulationProblem['code']): void {
  if (value === undefined || value === null) return;
  if (!isNumber(value) || value < range.min || value > range.max) problems.push({ path, code, ...(code === 'FEE_RANGE' ? { params: { max: range.max * 100 } } : {}) });
}

function checkPlan(problems: Problems, plan: PlanInputs, prefix: string): void {
  const at = (name: string) => `${prefix}${name}`;
  for (const name of ['employeeRate', 'employerRate', 'severanceRate'] as const) checkRate(problems, at(name), plan[name], RATE_RANGE, 'CONTRIBUTION_RATE_RANGE');
  for (const name of ['managementFeeDeposit', 'managementFeeAccumulation'] as const) checkRate(problems, at(name), plan[name], { min: 0, max: MAX_FEE }, 'FEE_RANGE');
  for (const name of ['currentSavings', 'monthlyContribution', 'employerContribution'] as const) checkAmount(problems, at(name), plan[name], false);
  for (const name of ['salaryCeiling', 'conversionCoefficient'] as const) checkAmount(problems, at(name), plan[name], false, 'AMOUNT_REQUIRED', true);
  const horizon = plan.horizonYears;
  if (horizon !== undefined && horizon !== null && (!isNumber(horizon) || horizon < HORIZON_RANGE.min || horizon > HORIZON_RANGE.max)) {
    problems.push({ path: at('horizonYears'), code: 'YEARS_INVALID', params: { ...HORIZON_RANGE } });
  }
}

/** The problems of a complete simulation's inputs; none when it can run. */
export function checkCompleteInput(input: Partial<CompleteInput>): SimulationProblem[] {
  const problems: Problems = [];
  checkAge(problems, 'currentAge', input.currentAge, true);
  const horizonOnly = input.retirementAge === undefined && (input.horizonYears !== undefined || input.hishtalmut?.horizonYears !== undefined) && input.planType === 'hishtalmut';
  checkAge(problems, 'retirementAge', input.retirementAge, !horizonOnly);
  if (isNumber(input.currentAge) && isNumber(input.retirementAge) && input.retirementAge <= input.currentAge) problems.push({ path: 'retirementAge', code: 'RETIREMENT_AFTER_CURRENT' });
  checkAmount(problems, 'currentSalary', input.currentSalary, true, 'SALARY_REQUIRED');
  checkAmount(problems, 'averageWage', input.averageWage, false);
  checkAmount(problems, 'otherIncome', input.otherIncome, false);
  if (input.annualReturnRate === undefined || input.annualReturnRate === null) problems.push({ path: 'annualReturnRate', code: 'RETURN_REQUIRED' });
  checkRate(problems, 'annualReturnRate', input.annualReturnRate, RETURN_RANGE, 'INTEREST_RATE_RANGE');
  checkRate(problems, 'inflationRate', input.inflationRate, RETURN_RANGE, 'INTEREST_RATE_RANGE');
  checkRate(problems, 'salaryGrowthRate', input.salaryGrowthRate, RETURN_RANGE, 'INTEREST_RATE_RANGE');
  checkAge(problems, 'lifeExpectancy', input.lifeExpectancy, false);
  const retirement = input.retirementAge;
  if (isNumber(input.lifeExpectancy) && isNumber(retirement) && input.lifeExpectancy <= retirement) problems.push({ path: 'lifeExpectancy', code: 'LIFE_AFTER_RETIREMENT' });
  checkPlan(problems, input, '');
  if (input.planType === 'combined') {
    checkPlan(problems, input.pension ?? {}, 'pension.');
    checkPlan(problems, input.hishtalmut ?? {}, 'hishtalmut.');
  }
  return problems;
}

/** The problems of a disability or survivors calculation's inputs. */
export function checkCoverInput(input: Partial<CoverInput>): SimulationProblem[] {
  const problems: Problems = [];
  checkAmount(problems, 'insuredSalary', input.insuredSalary, true, 'SALARY_REQUIRED');
  checkRate(problems, 'disabilityCoverageRate', input.disabilityCoverageRate, RATE_RANGE, 'CONTRIBUTION_RATE_RANGE');
  checkRate(problems, 'survivorsCoverageRate', input.survivorsCoverageRate, RATE_RANGE, 'CONTRIBUTION_RATE_RANGE');
  checkRate(problems, 'lossOfCapacity', input.lossOfCapacity, RATE_RANGE, 'CONTRIBUTION_RATE_RANGE');
  return problems;
}
