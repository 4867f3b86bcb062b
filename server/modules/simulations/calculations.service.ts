import { checkCompleteInput, checkCoverInput } from '../../../engine/simulations/check-simulation-input';
import type { CompleteInput } from '../../../engine/simulations/complete-input';
import { simulateComplete, type CompleteResult } from '../../../engine/simulations/complete-simulation';
import { CONTRIBUTION_CONFIGURATIONS, totalRate } from '../../../engine/simulations/contribution-configurations';
import { disability, survivors, type CoverInput, type DisabilityResult, type SurvivorsResult } from '../../../engine/simulations/disability-survivors';
import { PLAN_TYPES, SAVINGS_PLANS } from '../../../engine/simulations/plan-types';
import { profileReturn, RISK_PROFILES, type RiskProfile } from '../../../engine/simulations/risk-profiles';
import { inputInvalid } from './simulations.messages';

/** A complete simulation, refused (400) with spec 2 §5's messages when its inputs cannot run. */
export function completeSimulation(input: Partial<CompleteInput>): CompleteResult {
  const problems = checkCompleteInput(input);
  if (problems.length > 0) throw inputInvalid(problems);
  return simulateComplete(input as CompleteInput);
}

export type CoverResult = DisabilityResult & SurvivorsResult;

/** The disability and survivors pensions of an input, refused (400) when it cannot run. */
export function coverOf(input: Partial<CoverInput>): CoverResult {
  const problems = checkCoverInput(input);
  if (problems.length > 0) throw inputInvalid(problems);
  return { ...disability(input as CoverInput), ...survivors(input as CoverInput) };
}

/** The enhanced simulation: the complete one with the cover of the current salary beside it. */
export function enhancedSimulation(input: Partial<CompleteInput>): CompleteResult & { cover: CoverResult } {
  const result = completeSimulation(input);
  const cover = coverOf({ insuredSalary: input.currentSalary, maritalStatus: input.maritalStatus, numberOfChildren: input.numberOfChildren });
  return { ...result, cover };
}

/** The plan types, their caps and usual rates, and the risk profiles. */
export function plans() {
  return {
    plans: PLAN_TYPES.map((id) =>
      id === 'combined'
        ? { id, feeCaps: SAVINGS_PLANS.pension_fund.feeCaps, paysPension: true, defaultRates: SAVINGS_PLANS.pension_fund.defaultRates, components: ['pension_fund', 'hishtalmut'] }
        : { ...SAVINGS_PLANS[id] },
    ),
    riskProfiles: (Object.keys(RISK_PROFILES) as RiskProfile[]).map((id) => ({ id, ...RISK_PROFILES[id], defaultReturn: profileReturn(id) })),
  };
}

/** The contribution configurations with their totals. */
export function contributionConfigurations() {
  return CONTRIBUTION_CONFIGURATIONS.map((configuration) => ({ ...configuration, totalRate: totalRate(configuration) }));
}
