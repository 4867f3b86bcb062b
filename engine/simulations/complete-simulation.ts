import { defaultCoefficient, DEFAULT_LIFE_EXPECTANCY } from './coefficients';
import type { CompleteInput, PlanInputs } from './complete-input';
import { amountDeposit, bothDeposits, DEFAULT_AVERAGE_WAGE, rateDeposit, selfEmployedDeposit } from './deposits';
import { annuity, pensionByCoefficient, type Annuity } from './pension-payout';
import { SAVINGS_PLANS, type SavingsPlanType } from './plan-types';
import { monthsBetween, project, type MonthlyDeposit, type ProjectionYear } from './projection';

/** One plan's result (`data.result` of `POST /complete`, or its `pension` and `hishtalmut` parts). */
export interface PlanResult {
  planType: SavingsPlanType;
  months: number;
  totalDepositsNominal: number;
  totalSavingsNominal: number;
  totalSavingsReal: number;
  finalMonthlySalaryNominal: number;
  monthlyDepositFirstMonth: number;
  /** Plans that pay a pension: by the conversion coefficient, and the annuity alternative. */
  conversionCoefficient?: number;
  monthlyPensionNominal?: number;
  monthlyPensionReal?: number;
  /** The pension ÷ the final salary. */
  replacementRate?: number;
  /** The pension in today's money ÷ the salary now. */
  replacementRateRealVsCurrentSalary?: number;
  annuity?: Annuity;
  years: ProjectionYear[];
}

/** A combined plan's result: each component's, and the savings together (the pension is the pension component's). */
export interface CombinedResult {
  planType: 'combined';
  months: number;
  pension: PlanResult;
  hishtalmut: PlanResult;
  totalSavingsNominal: number;
  totalSavingsReal: number;
  monthlyPensionNominal: number;
  monthlyPensionReal: number;
  replacementRate: number;
}

export type CompleteResult = PlanResult | CombinedResult;

/** The age a plan retires at: the input's, else 67 for a man and 65 for a woman. */
export const retirementAgeOf = (input: CompleteInput): number => input.retirementAge ?? (input.gender === 'female' ? 65 : 67);

/** The months a plan saves: to the retirement age, or a hishtalmut's own horizon when it has one. */
function monthsOf(input: CompleteInput, plan: PlanInputs, planType: SavingsPlanType): number {
  if (planType === 'hishtalmut' && plan.horizonYears !== undefined) return monthsBetween(plan.horizonYears);
  if (input.retirementAge === undefined && plan.horizonYears !== undefined) return monthsBetween(plan.horizonYears);
  return monthsBetween(retirementAgeOf(input) - input.currentAge);
}

/**
 * The month's deposit of a plan: amounts when given; else the self-employed rule for the self-employed and
 * freelancers (A1), the rates for employees, and both for a mixed worker (the salary by the rates, the other income
 * by the self-employed rule; A1 leaves this UNVERIFIED and suggests it).
 */
function depositOf(input: CompleteInput, plan: PlanInputs, planType: SavingsPlanType): MonthlyDeposit {
  const growth = input.salaryGrowthRate ?? 0;
  if (plan.monthlyContribution !== undefined || plan.employerContribution !== undefined) {
    return amountDeposit(plan.monthlyContribution ?? 0, plan.employerContribution ?? 0, growth);
  }
  const averageWage = input.averageWage ?? DEFAULT_AVERAGE_WAGE;
  const employment = input.employmentType ?? 'employee';
  if (employment === 'self_employed' || employment === 'freelancer') return selfEmployedDeposit(averageWage);
  const defaults = SAVINGS_PLANS[planType].defaultRates;
  const byRates = rateDeposit({
    employeeRate: plan.employeeRate ?? defaults.employeeRate,
    employerRate: plan.employerRate ?? defaults.employerRate,
    severanceRate: plan.severanceRate ?? defaults.severanceRate,
    salaryCeiling: plan.salaryCeiling ?? SAVINGS_PLANS[planType].defaultSalaryCeiling,
  });
  if (employment !== 'mixed' || !input.otherIncome) return byRates;
  const otherIncome = input.otherIncome;
  const selfEmployed = selfEmployedDeposit(averageWage);
  return bothDeposits(byRates, (month) => selfEmployed(month, otherIncome * Math.pow(1 + growth, Math.floor(month / 12))));
}

/** One plan projected, and what its balance pays where the plan pays a pension. */
export function simulatePlan(input: CompleteInput, plan: PlanInputs, planType: SavingsPlanType): PlanResult {
  const caps = SAVINGS_PLANS[planType].feeCaps;
  const projection = project({
    months: monthsOf(input, plan, planType),
    currentSalary: input.currentSalary,
    currentSavings: plan.currentSavings ?? 0,
    salaryGrowthRate: input.salaryGrowthRate ?? 0,
    annualReturnRate: input.annualReturnRate,
    inflationRate: input.inflationRate ?? 0,
    managementFeeDeposit: plan.managementFeeDeposit ?? caps.deposit,
    managementFeeAccumulation: plan.managementFeeAccumulation ?? caps.accumulation,
    deposit: depositOf(input, plan, planType),
  });
  const { inflationFactor, monthlyReturn, ...figures } = projection;
  const result: PlanResult = { planType, ...figures };
  if (!SAVINGS_PLANS[planType].paysPension) return result;
  const age = retirementAgeOf(input);
  const gender = input.gender ?? 'male';
  const coefficient = plan.conversionCoefficient ?? defaultCoefficient(gender, age);
  const pension = pensionByCoefficient(projection.totalSavingsNominal, coefficient);
  const lifeExpectancy = input.lifeExpectancy ?? DEFAULT_LIFE_EXPECTANCY[gender];
  return {
    ...result,
    conversionCoefficient: coefficient,
    monthlyPensionNominal: pension,
    monthlyPensionReal: pension / inflationFactor,
    replacementRate: pension / projection.finalMonthlySalaryNominal,
    replacementRateRealVsCurrentSalary: pension / inflationFactor / input.currentSalary,
    annuity: annuity(projection.totalSavingsNominal, monthlyReturn, 12 * (lifeExpectancy - age)),
  };
}

/** A combined plan (A7): the shared inputs with each component's own; the savings summed, the pension the pension's. */
function simulateCombined(input: CompleteInput): CombinedResult {
  const pension = simulatePlan(input, input.pension ?? {}, 'pension_fund');
  const hishtalmut = simulatePlan(input, input.hishtalmut ?? {}, 'hishtalmut');
  return {
    planType: 'combined',
    months: pension.months,
    pension,
    hishtalmut,
    totalSavingsNominal: pension.totalSavingsNominal + hishtalmut.totalSavingsNominal,
    totalSavingsReal: pension.totalSavingsReal + hishtalmut.totalSavingsReal,
    monthlyPensionNominal: pension.monthlyPensionNominal!,
    monthlyPensionReal: pension.monthlyPensionReal!,
    replacementRate: pension.replacementRate!,
  };
}

/** The whole calculation of `POST /complete`, in the browser as on the server. */
export function simulateComplete(input: CompleteInput): CompleteResult {
  return input.planType === 'combined' ? simulateCombined(input) : simulatePlan(input, input, input.planType);
}
