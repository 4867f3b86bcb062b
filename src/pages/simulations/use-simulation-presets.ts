import useSWR from 'swr';
import { SIMULATIONS_API, type ContributionConfigurationEntry, type ContributionConfigurationsAnswer, type PlanPresetEntry, type RiskProfileEntry, type SimulationPlansAnswer } from './simulations-api';

/** The presets a simulation starts from, as the server serves them (GET /plans and /contribution-configurations). */
export interface SimulationPresets {
  plans: readonly PlanPresetEntry[];
  riskProfiles: readonly RiskProfileEntry[];
  contributions: readonly ContributionConfigurationEntry[];
  isLoading: boolean;
  error?: unknown;
  retry: () => void;
}

/** The server's preset lists: the source of what choosing a plan, a contribution configuration or a risk profile fills. */
export function useSimulationPresets(): SimulationPresets {
  const plans = useSWR<SimulationPlansAnswer>(SIMULATIONS_API.plans, { revalidateOnFocus: false });
  const contributions = useSWR<ContributionConfigurationsAnswer>(SIMULATIONS_API.contributionConfigurations, { revalidateOnFocus: false });
  const error: unknown = plans.error ?? contributions.error;
  return {
    plans: plans.data?.data.plans ?? [],
    riskProfiles: plans.data?.data.riskProfiles ?? [],
    contributions: contributions.data?.data ?? [],
    isLoading: (!plans.data && !plans.error) || (!contributions.data && !contributions.error),
    ...(error ? { error } : {}),
    retry: () => {
      void plans.mutate();
      void contributions.mutate();
    },
  };
}
