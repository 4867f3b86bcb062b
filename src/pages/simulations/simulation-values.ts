import { checkCompleteInput } from '../../../engine/simulations/check-simulation-input';
import type { EmploymentType } from '../../../engine/simulations/complete-input';
import { SAVINGS_PLANS, type PlanType } from '../../../engine/simulations/plan-types';
import type { SimulationProblem } from '../../../engine/simulations/simulation-messages';
import type { CompleteInput } from './simulations-api';

/**
 * What the simulation form holds: the inputs of POST /complete under their own names, with rates as percentages
 * (6 for 6%) as people type them; a blank field is left to the engine's default.
 */
export interface SimulationValues {
  planType: PlanType;
  employmentType: EmploymentType;
  gender: 'male' | 'female';
  currentAge?: number | null;
  retirementAge?: number | null;
  currentSalary?: number | null;
  currentSavings?: number | null;
  employeeRate?: number | null;
  employerRate?: number | null;
  severanceRate?: number | null;
  annualReturnRate?: number | null;
  inflationRate?: number | null;
  salaryGrowthRate?: number | null;
  managementFeeDeposit?: number | null;
  managementFeeAccumulation?: number | null;
  conversionCoefficient?: number | null;
  lifeExpectancy?: number | null;
}

/** The fields written as percentages. */
export const PERCENT_FIELDS = ['employeeRate', 'employerRate', 'severanceRate', 'annualReturnRate', 'inflationRate', 'salaryGrowthRate', 'managementFeeDeposit', 'managementFeeAccumulation'] as const;
// A combined plan's pension component takes these as its own (the keren hishtalmut keeps its defaults).
const PLAN_FIELDS = ['currentSavings', 'employeeRate', 'employerRate', 'severanceRate', 'managementFeeDeposit', 'managementFeeAccumulation', 'conversionCoefficient'] as const;
const NUMBER_FIELDS = ['currentAge', 'retirementAge', 'currentSalary', 'currentSavings', 'conversionCoefficient', 'lifeExpectancy', ...PERCENT_FIELDS] as const;

type NumberField = (typeof NUMBER_FIELDS)[number];
const isPercent = (field: NumberField): boolean => (PERCENT_FIELDS as readonly string[]).includes(field);
// 0.0833 → 8.33 and back, without the binary fractions' tails.
const toPercent = (fraction: number): number => Math.round(fraction * 1_000_000) / 10_000;
const toFraction = (percent: number): number => Math.round(percent * 10_000) / 1_000_000;

/** A plan's usual rates and fee caps, as percentages (what choosing a plan type fills in). */
export function planPresets(planType: PlanType): Pick<SimulationValues, 'employeeRate' | 'employerRate' | 'severanceRate' | 'managementFeeDeposit' | 'managementFeeAccumulation'> {
  const plan = SAVINGS_PLANS[planType === 'combined' ? 'pension_fund' : planType];
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
  currentAge: 30,
  retirementAge: 67,
  currentSalary: 15_000,
  currentSavings: 50_000,
  annualReturnRate: 4,
  inflationRate: 2,
  salaryGrowthRate: 1,
  ...planPresets('pension_fund'),
};

/** The calculation's input from the form's values: percentages as fractions, blanks left out. */
export function inputOf(values: SimulationValues): CompleteInput {
  const numbers: Partial<Record<NumberField, number>> = {};
  for (const field of NUMBER_FIELDS) {
    const value = values[field];
    if (typeof value === 'number' && Number.isFinite(value)) numbers[field] = isPercent(field) ? toFraction(value) : value;
  }
  const base = { planType: values.planType, employmentType: values.employmentType, gender: values.gender };
  if (values.planType !== 'combined') return { ...base, ...numbers };
  const pension: Partial<Record<NumberField, number>> = {};
  for (const field of PLAN_FIELDS) {
    if (numbers[field] !== undefined) pension[field] = numbers[field];
    delete numbers[field];
  }
  return { ...base, ...numbers, pension, hishtalmut: {} };
}

/** The form's values from a stored simulation's inputs (a combined plan's pension component back at the top). */
export function valuesOf(stored: object): SimulationValues {
  const inputs = stored as Record<string, unknown>;
  const flat: Record<string, unknown> = { ...inputs, ...(inputs.planType === 'combined' && typeof inputs.pension === 'object' ? inputs.pension : {}) };
  const values: SimulationValues = {
    planType: (flat.planType as PlanType | undefined) ?? NEW_SIMULATION.planType,
    employmentType: (flat.employmentType as EmploymentType | undefined) ?? NEW_SIMULATION.employmentType,
    gender: flat.gender === 'female' ? 'female' : 'male',
  };
  for (const field of NUMBER_FIELDS) {
    const value = flat[field];
    if (typeof value === 'number') values[field] = isPercent(field) ? toPercent(value) : value;
  }
  return values;
}

/** A problem of the engine's checks at the form's field it belongs to. */
export type FieldProblem = SimulationProblem & { field: keyof SimulationValues };

/** The engine's own checks (spec 2 §5) on the form's values, each at its field. */
export function problemsOf(values: SimulationValues): FieldProblem[] {
  return checkCompleteInput(inputOf(values) as Parameters<typeof checkCompleteInput>[0]).map((problem) => ({ ...problem, field: problem.path.replace(/^pension\./u, '') as keyof SimulationValues }));
}
