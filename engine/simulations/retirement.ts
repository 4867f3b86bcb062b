import type { CompleteInput } from './complete-input';
import { retirementAgeOf, simulateComplete, type PlanResult } from './complete-simulation';
import type { PlanType } from './plan-types';

/** A saved simulation of the complete or enhanced kind, as the retirement summary reads it. */
export interface SavedPlan {
  id: string;
  name: string;
  kind: 'complete' | 'enhanced';
  inputs: CompleteInput;
}

/** One saved plan at retirement: its savings, the pension it pays, its lump sum and whether that is liquid. */
export interface RetirementPlan {
  simulationId: string;
  name: string;
  planType: PlanType;
  /** The retirement age, or for a keren hishtalmut the age its saving ends. */
  retirementAge: number;
  totalSavingsNominal: number;
  totalSavingsReal: number;
  monthlyPensionNominal: number | null;
  monthlyPensionReal: number | null;
  /** A hishtalmut's balance (a combined plan's hishtalmut component); 0 for a plan that only pays a pension. */
  lumpSumNominal: number;
  lumpSumReal: number;
  /** Whether the lump sum may be drawn tax-free when saving ends (A7); false for a plan without one. */
  liquidAtRetirement: boolean;
  /** The age the lump sum becomes liquid (A7), null without one. */
  liquidFromAge: number | null;
}

export interface RetirementTotals {
  planCount: number;
  monthlyPensionNominal: number;
  monthlyPensionReal: number;
  lumpSumNominal: number;
  lumpSumReal: number;
  liquidLumpSumNominal: number;
  liquidLumpSumReal: number;
  totalSavingsNominal: number;
  totalSavingsReal: number;
  earliestRetirementAge: number;
  latestRetirementAge: number;
}

export interface RetirementSummary {
  plans: RetirementPlan[];
  totals: RetirementTotals;
}

/** A7: a hishtalmut is liquid after 6 years, or after 3 years when it is drawn at the retirement age. */
const YEARS_TO_LIQUID = 6;
const YEARS_TO_LIQUID_AT_RETIREMENT = 3;

const endAgeOf = (input: CompleteInput, hishtalmut: PlanResult) => input.currentAge + hishtalmut.months / 12;

/** The lump sum of a hishtalmut projection and its liquidity, for a plan that retires at `retirementAge`. */
function lumpSumOf(input: CompleteInput, hishtalmut: PlanResult, retirementAge: number) {
  const liquidFromAge = Math.min(input.currentAge + YEARS_TO_LIQUID, Math.max(input.currentAge + YEARS_TO_LIQUID_AT_RETIREMENT, retirementAge));
  return {
    lumpSumNominal: hishtalmut.totalSavingsNominal,
    lumpSumReal: hishtalmut.totalSavingsReal,
    liquidAtRetirement: liquidFromAge <= endAgeOf(input, hishtalmut) + 1e-9,
    liquidFromAge,
  };
}

/** One saved plan recomputed from its inputs (a stored result is never trusted). */
export function retirementPlan(plan: SavedPlan): RetirementPlan {
  const input = plan.inputs;
  const result = simulateComplete(input);
  const age = retirementAgeOf(input);
  const base = { simulationId: plan.id, name: plan.name, planType: input.planType, totalSavingsNominal: result.totalSavingsNominal, totalSavingsReal: result.totalSavingsReal };
  if (result.planType === 'combined') {
    return { ...base, retirementAge: age, monthlyPensionNominal: result.monthlyPensionNominal, monthlyPensionReal: result.monthlyPensionReal, ...lumpSumOf(input, result.hishtalmut, age) };
  }
  if (result.planType === 'hishtalmut') {
    return { ...base, retirementAge: endAgeOf(input, result), monthlyPensionNominal: null, monthlyPensionReal: null, ...lumpSumOf(input, result, age) };
  }
  return {
    ...base,
    retirementAge: age,
    monthlyPensionNominal: result.monthlyPensionNominal ?? null,
    monthlyPensionReal: result.monthlyPensionReal ?? null,
    lumpSumNominal: 0,
    lumpSumReal: 0,
    liquidAtRetirement: false,
    liquidFromAge: null,
  };
}

const sum = (plans: readonly RetirementPlan[], figure: (plan: RetirementPlan) => number | null) => plans.reduce((total, plan) => total + (figure(plan) ?? 0), 0);

/** Everything at retirement from a client's saved plans (issue 26; at least one): each plan, and the pensions and lump sums together. */
export function retirementSummary(saved: readonly SavedPlan[]): RetirementSummary {
  const plans = saved.map(retirementPlan);
  const liquid = plans.filter((plan) => plan.liquidAtRetirement);
  const ages = plans.map((plan) => plan.retirementAge);
  return {
    plans,
    totals: {
      planCount: plans.length,
      monthlyPensionNominal: sum(plans, (plan) => plan.monthlyPensionNominal),
      monthlyPensionReal: sum(plans, (plan) => plan.monthlyPensionReal),
      lumpSumNominal: sum(plans, (plan) => plan.lumpSumNominal),
      lumpSumReal: sum(plans, (plan) => plan.lumpSumReal),
      liquidLumpSumNominal: sum(liquid, (plan) => plan.lumpSumNominal),
      liquidLumpSumReal: sum(liquid, (plan) => plan.lumpSumReal),
      totalSavingsNominal: sum(plans, (plan) => plan.totalSavingsNominal),
      totalSavingsReal: sum(plans, (plan) => plan.totalSavingsReal),
      earliestRetirementAge: Math.min(...ages),
      latestRetirementAge: Math.max(...ages),
    },
  };
}
