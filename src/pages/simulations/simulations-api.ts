import type * as Api from '../../api/generated/api-types';
import type { CompleteInput as EngineInput } from '../../../engine/simulations/complete-input';
import { simulateComplete } from '../../../engine/simulations/complete-simulation';
import { api } from '../../app/session';

// The simulations' calls (server/modules/simulations), typed from the route schemas (src/api/generated/api-types.ts).

/** A complete simulation's inputs, as POST /complete takes them (rates as fractions, money ILS a month). */
export type CompleteInput = Api.SimulationCompleteInput;
/** What POST /complete answers in data.result. */
export type CompleteResult = Api.SimulationCompleteAnswer['data']['result'];
/** One stored simulation in the history. */
export type SimulationSummary = Api.SimulationListAnswer['data'][number];
/** A stored simulation with its inputs and result. */
export type StoredSimulation = Api.SimulationAnswer['data'];
export type SimulationListAnswer = Api.SimulationListAnswer;
export type SimulationAnswer = Api.SimulationAnswer;
export type SimulationInput = Api.SimulationInput;
export type SimulationChange = Api.SimulationChange;
export type SimulationChanged = Api.SimulationChanged;
/** A template to start a simulation from: the office type's, or one the office saved. */
export type SimulationTemplateView = Api.SimulationTemplateListAnswer['data'][number];
export type SimulationTemplateListAnswer = Api.SimulationTemplateListAnswer;
export type SimulationTemplateInput = Api.SimulationTemplateInput;
export type SimulationTemplateCreated = Api.SimulationTemplateCreated;
/** POST /retirement: a client's saved plans summed at retirement. */
export type RetirementSummary = Api.RetirementAnswer['data'];

/** The templates' categories (spec 2 §3), in the order the list groups them. */
export const TEMPLATE_CATEGORIES = ['retirement', 'near-retirement', 'young', 'family', 'business', 'professional', 'personal', 'educational'] as const satisfies readonly SimulationTemplateView['category'][];
/** GET /plans: the plan types with their fee caps and usual rates, and the risk profiles. */
export type SimulationPlansAnswer = Api.SimulationPlansAnswer;
export type PlanPresetEntry = Api.SimulationPlansAnswer['data']['plans'][number];
export type RiskProfileEntry = Api.SimulationPlansAnswer['data']['riskProfiles'][number];
/** GET /contribution-configurations: the contribution presets (A1) with their totals. */
export type ContributionConfigurationsAnswer = Api.SimulationContributionConfigurationsAnswer;
export type ContributionConfigurationEntry = ContributionConfigurationsAnswer['data'][number];

/** The history's periods (spec 2 §1), in the order the filter offers them. */
export const HISTORY_PERIODS = ['all', '7d', '30d', '90d'] as const satisfies readonly NonNullable<Api.SimulationListQuery['period']>[];
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

/** The simulations' API paths (the API client adds /api). */
export const SIMULATIONS_API = {
  base: '/simulation/pension',
  complete: '/simulation/pension/complete',
  plans: '/simulation/pension/plans',
  contributionConfigurations: '/simulation/pension/contribution-configurations',
  all: '/simulation/pension/all',
  one: (id: string) => `/simulation/pension/${encodeURIComponent(id)}`,
  client: (clientId: string) => `/simulation/pension/client/${encodeURIComponent(clientId)}`,
  retirement: '/simulation/pension/retirement',
  templates: '/simulation/pension/templates',
  template: (id: string) => `/simulation/pension/templates/${encodeURIComponent(id)}`,
} as const;

/** The simulations' screens for every office with the feature (the route table's SIMULATIONS_ROUTE). */
export const SIMULATIONS_PATH = '/simulations';

/** The history's path with its filters; the defaults are left out so the plain list has one key. */
export function historyPath(filters: { period?: HistoryPeriod; tag?: string; search?: string }): string {
  const query = new URLSearchParams();
  if (filters.period && filters.period !== 'all') query.set('period', filters.period);
  if (filters.tag) query.set('tag', filters.tag);
  const search = filters.search?.trim();
  if (search) query.set('search', search);
  const text = query.toString();
  return text ? `${SIMULATIONS_API.all}?${text}` : SIMULATIONS_API.all;
}

/** How the simulation screens calculate and write; stories give their own. Reads go through SWR (the app's fetcher). */
export interface SimulationsApi {
  /** POST /complete: the result, or an ApiError 400 with the field messages. */
  /** The live result of the form's inputs: the engine in the browser (the server's POST /complete runs the same). */
  calculate(input: CompleteInput, signal?: AbortSignal): Promise<CompleteResult>;
  create(body: SimulationInput): Promise<SimulationChanged>;
  update(id: string, change: SimulationChange): Promise<SimulationChanged>;
  remove(id: string): Promise<unknown>;
  /** POST /templates: a template of the office, or an ApiError 400 with the field messages. */
  createTemplate(body: SimulationTemplateInput): Promise<SimulationTemplateCreated>;
  removeTemplate(id: string): Promise<unknown>;
  /** POST /retirement: the {{client}}'s saved plans at retirement, each recomputed and summed. */
  retirement(clientId: string): Promise<RetirementSummary>;
}

/** The server's simulations, through the session's API client (session cookie and CSRF). */
export const serverSimulationsApi: SimulationsApi = {
  // The calculation runs in the browser as the inputs change (issue 26): the same pure engine the server runs, so no
  // round trip per keystroke; the server recomputes on save and its result is the record.
  calculate: async (input) => simulateComplete(input as EngineInput) as CompleteResult,
  create: (body) => api.post(SIMULATIONS_API.base, body),
  update: (id, change) => api.put(SIMULATIONS_API.one(id), change),
  remove: (id) => api.delete(SIMULATIONS_API.one(id)),
  createTemplate: (body) => api.post(SIMULATIONS_API.templates, body),
  removeTemplate: (id) => api.delete(SIMULATIONS_API.template(id)),
  retirement: async (clientId) => (await api.post<Api.RetirementAnswer>(SIMULATIONS_API.retirement, { clientId })).data,
};
