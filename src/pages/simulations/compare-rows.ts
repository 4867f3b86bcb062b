import { DEFAULT_LIFE_EXPECTANCY } from '../../../engine/simulations/coefficients';
import type { CompleteResult, StoredSimulation } from './simulations-api';
import { PERCENT_FIELDS, planPresets, valuesOf, type SimulationValues } from './simulation-values';

/** How many simulations a comparison holds (spec 2 §5: at least 2, at most 3). */
export const COMPARE_LIMITS = { min: 2, max: 3 } as const;

/** Whether that many simulations can be compared. */
export function canCompare(count: number): boolean {
  return count >= COMPARE_LIMITS.min && count <= COMPARE_LIMITS.max;
}

/** The ids of a comparison's address (`?ids=a,b,c`): trimmed, blanks and repeats left out, in their order. */
export function compareIds(text: string | null): string[] {
  return [...new Set((text ?? '').split(',').map((id) => id.trim()).filter(Boolean))];
}

/** One compared value: a number, a word's key, or nothing (an input left to the engine's default, a figure a plan has not). */
export type CompareValue = number | string | null;

/** Whether a row's values differ across the compared simulations, and which columns hold its best value. */
export interface RowMarks {
  differs: boolean;
  best: number[];
}

// Equal as shown: money to the agora, rates to a millionth; no binary tails.
const sameValue = (value: CompareValue): CompareValue => (typeof value === 'number' ? Math.round(value * 1_000_000) / 1_000_000 : value);

/**
 * Marks a row: it differs when any two values differ (a blank beside a value too); where a higher value is better
 * and at least two columns have one, the highest is the best (every column that ties for it).
 */
export function markRow(values: readonly CompareValue[], better?: 'higher'): RowMarks {
  const shown = values.map(sameValue);
  const differs = shown.some((value) => value !== shown[0]);
  const numbers = shown.filter((value): value is number => typeof value === 'number');
  if (!differs || better !== 'higher' || numbers.length < 2) return { differs, best: [] };
  const top = Math.max(...numbers);
  return { differs, best: shown.flatMap((value, index) => (value === top ? [index] : [])) };
}

/** How a compared value is written. */
export type CompareFormat = 'money' | 'percent' | 'number' | 'plan' | 'employment' | 'gender';

/**
 * One row of the comparison: what it names (a results or fields key), how it is written, each simulation's value,
 * and which of those are the engine's default for an input left blank.
 */
export interface CompareRow extends RowMarks {
  key: string;
  format: CompareFormat;
  values: CompareValue[];
  defaults: boolean[];
}

type Result = Partial<CompleteResult> & { pension?: Partial<CompleteResult> };

// The pension figures of a combined plan are its pension component's.
const pensionFigure = (result: Result, key: 'monthlyPensionNominal' | 'monthlyPensionReal' | 'replacementRate'): number | null => result[key] ?? result.pension?.[key] ?? null;

const RESULTS: { key: string; format: CompareFormat; read: (result: Result) => number | null }[] = [
  { key: 'pensionNominal', format: 'money', read: (result) => pensionFigure(result, 'monthlyPensionNominal') },
  { key: 'pensionReal', format: 'money', read: (result) => pensionFigure(result, 'monthlyPensionReal') },
  { key: 'savingsNominal', format: 'money', read: (result) => result.totalSavingsNominal ?? null },
  { key: 'savingsReal', format: 'money', read: (result) => result.totalSavingsReal ?? null },
  { key: 'replacementRate', format: 'percent', read: (result) => pensionFigure(result, 'replacementRate') },
];

const INPUTS: { key: keyof SimulationValues | 'horizonYears'; format: CompareFormat }[] = [
  { key: 'planType', format: 'plan' },
  { key: 'employmentType', format: 'employment' },
  { key: 'gender', format: 'gender' },
  { key: 'currentAge', format: 'number' },
  { key: 'retirementAge', format: 'number' },
  { key: 'horizonYears', format: 'number' },
  { key: 'currentSalary', format: 'money' },
  { key: 'currentSavings', format: 'money' },
  ...PERCENT_FIELDS.map((key) => ({ key, format: 'number' as const })),
  { key: 'conversionCoefficient', format: 'number' },
  { key: 'lifeExpectancy', format: 'number' },
];

/** The key results of the compared simulations, each row marked: a higher pension, saving or replacement rate is the better. */
export function resultRows(simulations: readonly StoredSimulation[]): CompareRow[] {
  return RESULTS.map(({ key, format, read }) => {
    const values = simulations.map((simulation) => read(simulation.result as Result));
    return { key, format, values, defaults: values.map(() => false), ...markRow(values, 'higher') };
  });
}

const isValue = (value: unknown): value is number | string => typeof value === 'number' || typeof value === 'string';

/**
 * What the engine takes for the inputs left blank (engine/simulations/complete-simulation.ts), as the form writes
 * them: the plan's usual rates and fee caps (rates only for a salaried worker), no savings, inflation or salary
 * growth, and, where the plan pays a pension, the coefficient it used and the life expectancy by gender.
 */
function engineDefaults(form: SimulationValues, result: Result): Record<string, number | undefined> {
  const presets = planPresets(form.planType);
  const isSelfEmployed = form.employmentType === 'self_employed' || form.employmentType === 'freelancer';
  const coefficient = result.conversionCoefficient ?? result.pension?.conversionCoefficient;
  return {
    currentSavings: 0,
    inflationRate: 0,
    salaryGrowthRate: 0,
    managementFeeDeposit: presets.managementFeeDeposit ?? undefined,
    managementFeeAccumulation: presets.managementFeeAccumulation ?? undefined,
    ...(isSelfEmployed ? {} : { employeeRate: presets.employeeRate ?? undefined, employerRate: presets.employerRate ?? undefined, severanceRate: presets.severanceRate ?? undefined }),
    ...(coefficient === undefined ? {} : { conversionCoefficient: coefficient, lifeExpectancy: DEFAULT_LIFE_EXPECTANCY[form.gender] }),
  };
}

/**
 * Every input of the compared simulations as the form shows it (rates in percent), a blank one as the engine's
 * default it ran with, each row marked where the values run differ; no input is better than another. Rows no
 * simulation has (a study fund's horizon) are left out.
 */
export function inputRows(simulations: readonly StoredSimulation[]): CompareRow[] {
  const forms = simulations.map((simulation) => {
    const form = valuesOf(simulation.inputs);
    return { given: { ...form, horizonYears: (simulation.inputs as Record<string, unknown>).horizonYears } as Record<string, unknown>, defaults: engineDefaults(form, simulation.result as Result) };
  });
  return INPUTS.map(({ key, format }) => {
    const defaults = forms.map(({ given, defaults: engine }) => !isValue(given[key]) && engine[key] !== undefined);
    const values = forms.map(({ given, defaults: engine }) => (isValue(given[key]) ? given[key] : (engine[key] ?? null)));
    return { key, format, values, defaults, ...markRow(values) };
  }).filter((row) => row.values.some((value) => value !== null));
}
