import { fn } from 'storybook/test';
import { checkCompleteInput } from '../../../engine/simulations/check-simulation-input';
import type { CompleteInput as EngineInput } from '../../../engine/simulations/complete-input';
import { simulateComplete } from '../../../engine/simulations/complete-simulation';
import { CONTRIBUTION_CONFIGURATIONS, totalRate } from '../../../engine/simulations/contribution-configurations';
import { PLAN_TYPES, SAVINGS_PLANS } from '../../../engine/simulations/plan-types';
import { profileReturn, RISK_PROFILES, type RiskProfile } from '../../../engine/simulations/risk-profiles';
import { simulationMessages } from '../../../engine/simulations/simulation-messages';
import { retirementSummary, type SavedPlan } from '../../../engine/simulations/retirement';
import { ApiError } from '../../api/api-error';
import { inputOf, NEW_SIMULATION } from './simulation-values';
import { SIMULATIONS_API, type CompleteResult, type ContributionConfigurationsAnswer, type SimulationChanged, type SimulationPlansAnswer, type SimulationsApi, type SimulationSummary, type RetirementSummary, type SimulationTemplateView, type StoredSimulation } from './simulations-api';

const AT = '2026-11-20T09:30:00.000Z';

/** The calculation route's answer, computed by the engine the server runs (and refused with its messages). */
function calculate(input: Parameters<SimulationsApi['calculate']>[0]): Promise<CompleteResult> {
  const problems = checkCompleteInput(input as Partial<EngineInput>);
  if (problems.length > 0) {
    return Promise.reject(new ApiError('Correct the marked simulation inputs', 400, 'SIMULATION_INPUT_INVALID', problems.map((problem) => ({ field: problem.path, message: simulationMessages(problem).en }))));
  }
  return Promise.resolve(simulateComplete(input as EngineInput) as CompleteResult);
}

/** A stored simulation as the server answers it. */
export function storedSimulation(overrides: Partial<StoredSimulation> = {}): StoredSimulation {
  const input = inputOf({ ...NEW_SIMULATION, currentAge: 40, currentSalary: 20_000 });
  const result = simulateComplete(input as EngineInput) as CompleteResult;
  const inputs = { ...input } as StoredSimulation['inputs'];
  return {
    id: '7a1f0c52-3d4e-4b6a-9c8d-2e1f0a9b8c7d',
    name: 'Dana Levi — retirement at 67',
    clientId: null,
    clientName: null,
    kind: 'complete',
    planType: 'pension_fund',
    headline: { totalSavings: result.totalSavingsNominal, monthlyPension: result.monthlyPensionNominal ?? null },
    tags: ['family'],
    isShared: false,
    isMine: true,
    authorName: 'Noa Cohen',
    createdAt: AT,
    updatedAt: AT,
    inputs,
    result,
    ...overrides,
  };
}

const summaryOf = ({ inputs: _inputs, result: _result, ...summary }: StoredSimulation): SimulationSummary => summary;

/** The history of a story: three simulations, two tagged. */
export const HISTORY: SimulationSummary[] = [
  summaryOf(storedSimulation()),
  summaryOf(storedSimulation({ id: '5b2e1d63-4e5f-4c7b-8d9e-3f2a1b0c9d8e', name: 'Yossi Mizrahi — study fund', planType: 'hishtalmut', headline: { totalSavings: 412_000, monthlyPension: null }, tags: ['young'], clientName: 'Yossi Mizrahi', clientId: '1c3f2e74-5f6a-4d8c-9eaf-4a3b2c1d0e9f' })),
  summaryOf(storedSimulation({ id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'Early retirement', tags: [], createdAt: '2026-08-01T09:30:00.000Z' })),
];

const changed = (data: StoredSimulation): SimulationChanged => ({ success: true, message: 'The simulation was saved', messages: { he: 'הסימולציה נשמרה', en: 'The simulation was saved', es: 'Se guardó la simulación' }, data });

/** The simulations API of a story: the engine's calculation, and writes that record their calls. */
export function fakeSimulationsApi(): SimulationsApi {
  return {
    calculate: fn(calculate),
    create: fn(async (body) => changed(storedSimulation({ name: body.name, tags: body.tags ?? [], inputs: body.inputs }))),
    update: fn(async (id, change) => changed(storedSimulation({ id, ...(change.name ? { name: change.name } : {}) }))),
    remove: fn(async () => ({ success: true })),
    createTemplate: fn(async (body) => ({ success: true as const, message: 'The template was saved', messages: { he: 'התבנית נשמרה', en: 'The template was saved', es: 'Se guardó la plantilla' }, data: { ...TEMPLATES[2]!, ...body, description: body.description ?? null, id: 'b7c8d9e0-1f2a-4b3c-8d4e-5f6a7b8c9d0e' } })),
    removeTemplate: fn(async () => ({ success: true })),
    retirement: fn(async () => retirementSummary(RETIREMENT_PLANS) as RetirementSummary),
  };
}

/** The templates of a story: two of the office type's, and one the office saved that the caller may delete. */
export const TEMPLATES: SimulationTemplateView[] = [
  { id: 'young-employee', source: 'office-type', name: 'Young employee in a pension fund', description: 'Starting out: the mandatory contributions on an average salary, 39 years of saving.', category: 'young', kind: 'complete', inputs: { planType: 'pension_fund', currentAge: 28, retirementAge: 67, currentSalary: 11_500, annualReturnRate: 0.045, employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.0833 }, authorName: null, canDelete: false },
  { id: 'enhanced-personal', source: 'office-type', name: 'Enhanced: savings and cover', description: 'The expected pension beside the disability and survivors cover of the current salary.', category: 'personal', kind: 'enhanced', inputs: { planType: 'pension_fund', currentAge: 33, retirementAge: 67, currentSalary: 15_000, annualReturnRate: 0.05 }, authorName: null, canDelete: false },
  { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', source: 'office', name: 'Teachers at 40', description: null, category: 'professional', kind: 'complete', inputs: { planType: 'pension_fund', currentAge: 40, retirementAge: 67, currentSalary: 13_000, annualReturnRate: 0.04 }, authorName: 'Noa Cohen', canDelete: true },
];

/** GET /plans as the server answers it (its tables are the engine's). */
export const PLANS_ANSWER: SimulationPlansAnswer = {
  success: true,
  data: {
    plans: PLAN_TYPES.map((id) => (id === 'combined' ? { ...SAVINGS_PLANS.pension_fund, id, components: ['pension_fund', 'hishtalmut'] } : { ...SAVINGS_PLANS[id] })),
    riskProfiles: (Object.keys(RISK_PROFILES) as RiskProfile[]).map((id) => ({ id, ...RISK_PROFILES[id], defaultReturn: profileReturn(id) })),
  },
};

/** GET /contribution-configurations as the server answers it. */
export const CONTRIBUTIONS_ANSWER: ContributionConfigurationsAnswer = { success: true, data: CONTRIBUTION_CONFIGURATIONS.map((configuration) => ({ ...configuration, totalRate: totalRate(configuration) })) };

/** The presets' routes every simulation story serves unless it sets its own. */
export const PRESET_ROUTES = { [SIMULATIONS_API.plans]: PLANS_ANSWER, [SIMULATIONS_API.contributionConfigurations]: CONTRIBUTIONS_ANSWER };

/** A {{client}}'s saved plans of a story, summed at retirement by the engine the server runs: a pension fund and a study fund. */
export const RETIREMENT_PLANS: SavedPlan[] = [
  { id: HISTORY[0]!.id, name: HISTORY[0]!.name, kind: 'complete', inputs: { planType: 'pension_fund', gender: 'female', currentAge: 40, retirementAge: 67, currentSalary: 20_000, currentSavings: 250_000, employeeRate: 0.06, employerRate: 0.065, severanceRate: 0.0833, annualReturnRate: 0.045, inflationRate: 0.02 } },
  { id: HISTORY[1]!.id, name: HISTORY[1]!.name, kind: 'complete', inputs: { planType: 'hishtalmut', currentAge: 40, horizonYears: 8, currentSalary: 20_000, currentSavings: 60_000, employeeRate: 0.025, employerRate: 0.075, annualReturnRate: 0.045, inflationRate: 0.02 } },
];
