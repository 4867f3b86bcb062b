import { checkCompleteInput } from '../../../engine/simulations/check-simulation-input';
import type { EmploymentType, MaritalStatus } from '../../../engine/simulations/complete-input';
import { SAVINGS_PLANS, type PlanType } from '../../../engine/simulations/plan-types';
import type { SimulationProblem } from '../../../engine/simulations/simulation-messages';
import type { CompleteInput } from './simulations-api';

/** A plan's own inputs on the form (a plan alone, or a combined plan's pension component). */
export interface PlanValues {
  currentSavings?: number | null;
  employeeRate?: number | null;
  employerRate?: number | null;
  severanceRate?: number | null;
  salaryCeiling?: number | null;
  monthlyContribution?: number | null;
  employerContribution?: number | null;
  managementFeeDeposit?: number | null;
  managementFeeAccumulation?: number | null;
  conversionCoefficient?: number | null;
}

/** A combined plan's keren hishtalmut: its own savings, deposits, fees and ceiling (it pays no pension). */
export type HishtalmutValues = Omit<PlanValues, 'severanceRate' | 'conversionCoefficient'>;

/**
 * What the simulation form holds: the inputs of POST /complete under their own names, with rates as percentages
 * (6 for 6%) as people type them; a blank field is left to the engine's default. In amount mode the deposits are
 * ILS a month instead of rates.
 */
export interface SimulationValues extends PlanValues {
  planType: PlanType;
  employmentType: EmploymentType;
  gender: 'male' | 'female';
  isAmountMode?: boolean;
  maritalStatus?: MaritalStatus | null;
  numberOfChildren?: number | null;
  currentAge?: number | null;
  retirementAge?: number | null;
  currentSalary?: number | null;
  averageWage?: number | null;
  otherIncome?: number | null;
  annualReturnRate?: number | null;
  inflationRate?: number | null;
  salaryGrowthRate?: number | null;
  lifeExpectancy?: number | null;
  hishtalmut?: HishtalmutValues;
}

/** The fields written as percentages. */
export const PERCENT_FIELDS = ['employeeRate', 'employerRate', 'severanceRate', 'annualReturnRate', 'inflationRate', 'salaryGrowthRate', 'managementFeeDeposit', 'managementFeeAccumulation'] as const;
const RATE_FIELDS = ['employeeRate', 'employerRate', 'severanceRate', 'salaryCeiling'] as const;
const AMOUNT_FIELDS = ['monthlyContribution', 'employerContribution'] as const;
// A plan's own inputs: at the top for a plan alone, in `pension` for a combined plan.
const PLAN_FIELDS = ['currentSavings', ...RATE_FIELDS, ...AMOUNT_FIELDS, 'managementFeeDeposit', 'managementFeeAccumulation', 'conversionCoefficient'] as const;
const HISHTALMUT_FIELDS = ['currentSavings', 'employeeRate', 'employerRate', 'salaryCeiling', ...AMOUNT_FIELDS, 'managementFeeDeposit', 'managementFeeAccumulation'] as const;
const SHARED_FIELDS = ['currentAge', 'retirementAge', 'currentSalary', 'averageWage', 'otherIncome', 'annualReturnRate', 'inflationRate', 'salaryGrowthRate', 'lifeExpectancy', 'numberOfChildren'] as const;

type PlanField = (typeof PLAN_FIELDS)[number];
type Numbers = Record<string, number>;
const isPercent = (field: string): boolean => (PERCENT_FIELDS as readonly string[]).includes(field);
// 0.0833 → 8.33 and back, without the binary fractions' tails.
const toPercent = (fraction: number): number => Math.round(fraction * 1_000_000) / 10_000;
const toFraction = (percent: number): number => Math.round(percent * 10_000) / 1_000_000;

/** A plan's usual rates and fee caps, as the presets (GET /plans, or the engine's table) give them. */
export interface PlanPreset {
  defaultRates: { employeeRate: number; employerRate: number; severanceRate: number };
  feeCaps: { deposit: number; accumulation: number };
}

/**
 * A plan's usual rates and fee caps as percentages: of a preset the server served (what choosing a plan type fills
 * in), or of a plan type by the engine's own table (what the engine runs with where a field is blank).
 */
export function planPresets(preset: PlanPreset | PlanType): Pick<SimulationValues, 'employeeRate' | 'employerRate' | 'severanceRate' | 'managementFeeDeposit' | 'managementFeeAccumulation'> {
  const plan = typeof preset === 'string' ? SAVINGS_PLANS[preset === 'combined' ? 'pension_fund' : preset] : preset;
  return {
    employeeRate: toPercent(plan.defaultRates.employeeRate),
    employerRate: toPercent(plan.defaultRates.employerRate),
    severanceRate: toPercent(plan.defaultRates.severanceRate),
    managementFeeDeposit: toPercent(plan.feeCaps.deposit),
    managementFeeAccumulation: toPercent(plan.feeCaps.accumulation),
  };
}

/** A new simulation's starting values: a salaried pension fund member of 30, with the plan's rates and caps. */
export const NEW_SIMULATION: SimulationValues = {
  planType: 'pension_fund',
  employmentType: 'employee',
  gender: 'male',
  isAmountMode: false,
  currentAge: 30,
  retirementAge: 67,
  currentSalary: 15_000,
  currentSavings: 50_000,
  annualReturnRate: 4,
  inflationRate: 2,
  salaryGrowthRate: 1,
  ...planPresets(SAVINGS_PLANS.pension_fund),
};

// The typed numbers of some fields, percentages as fractions; blanks left out.
function numbersOf(values: object, fields: readonly string[]): Numbers {
  const numbers: Numbers = {};
  for (const field of fields) {
    const value = (values as Record<string, unknown>)[field];
    if (typeof value === 'number' && Number.isFinite(value)) numbers[field] = isPercent(field) ? toFraction(value) : value;
  }
  return numbers;
}

// Amount mode sends the amounts and not the rates; rate mode the rates and not the amounts.
const depositFields = <T extends string>(fields: readonly T[], isAmountMode: boolean): T[] =>
  fields.filter((field) => !(isAmountMode ? (RATE_FIELDS as readonly string[]) : (AMOUNT_FIELDS as readonly string[])).includes(field));

/** The calculation's input from the form's values: percentages as fractions, blanks left out. */
export function inputOf(values: SimulationValues): CompleteInput {
  const isAmountMode = values.isAmountMode === true;
  const base = {
    planType: values.planType,
    employmentType: values.employmentType,
    gender: values.gender,
    ...(values.maritalStatus ? { maritalStatus: values.maritalStatus } : {}),
    ...numbersOf(values, SHARED_FIELDS),
  };
  const plan = numbersOf(values, depositFields(PLAN_FIELDS, isAmountMode));
  if (values.planType !== 'combined') return { ...base, ...plan };
  return { ...base, pension: plan, hishtalmut: numbersOf(values.hishtalmut ?? {}, depositFields(HISHTALMUT_FIELDS, isAmountMode)) };
}

// The form's numbers of some stored fields, fractions back as percentages.
function formNumbersOf(stored: Record<string, unknown>, fields: readonly string[]): Record<string, number> {
  const numbers: Record<string, number> = {};
  for (const field of fields) {
    const value = stored[field];
    if (typeof value === 'number') numbers[field] = isPercent(field) ? toPercent(value) : value;
  }
  return numbers;
}

const objectAt = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** The form's values from a stored simulation's inputs (a combined plan's pension component back at the top). */
export function valuesOf(stored: object): SimulationValues {
  const inputs = stored as Record<string, unknown>;
  const isCombined = inputs.planType === 'combined';
  const plan = isCombined ? objectAt(inputs.pension) : inputs;
  const hishtalmut = objectAt(inputs.hishtalmut);
  const isAmountMode = [plan, hishtalmut].some((part) => AMOUNT_FIELDS.some((field) => typeof part[field] === 'number'));
  return {
    planType: (inputs.planType as PlanType | undefined) ?? NEW_SIMULATION.planType,
    employmentType: (inputs.employmentType as EmploymentType | undefined) ?? NEW_SIMULATION.employmentType,
    gender: inputs.gender === 'female' ? 'female' : 'male',
    isAmountMode,
    ...(typeof inputs.maritalStatus === 'string' ? { maritalStatus: inputs.maritalStatus as MaritalStatus } : {}),
    ...formNumbersOf(inputs, SHARED_FIELDS),
    ...(formNumbersOf(plan, PLAN_FIELDS) as Partial<Record<PlanField, number>>),
    ...(isCombined ? { hishtalmut: formNumbersOf(hishtalmut, HISHTALMUT_FIELDS) } : {}),
  };
}

/** A field of the form by its path: `employeeRate`, or a combined plan's `hishtalmut.employeeRate`. */
export type FieldPath = string;

/** A problem of the engine's checks at the form's field it belongs to. */
export type FieldProblem = SimulationProblem & { field: FieldPath };

/** The engine's own checks (spec 2 §5) on the form's values, each at its field. */
export function problemsOf(values: SimulationValues): FieldProblem[] {
  return checkCompleteInput(inputOf(values) as Parameters<typeof checkCompleteInput>[0]).map((problem) => ({ ...problem, field: problem.path.replace(/^pension\./u, '') }));
}
