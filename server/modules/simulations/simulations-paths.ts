/** The simulations' API base (spec 2 §7: /simulation/pension) and the feature that gates it. */
export const SIMULATIONS_BASE = '/api/simulation/pension';
export const SIMULATIONS_FEATURE = 'simulations';
/** The permission a calculation or a read asks for (spec 3 §6: resource.action). */
export const SIMULATIONS_VIEW = 'simulations.view';

/** What a stored simulation's changes are audited as. */
export const SIMULATION_AUDIT_EVENTS = {
  created: 'simulation.created',
  updated: 'simulation.updated',
  deleted: 'simulation.deleted',
} as const;

/** The kinds of calculation a simulation stores. */
export const SIMULATION_KINDS = ['complete', 'enhanced', 'disability', 'survivors'] as const;
export type SimulationKind = (typeof SIMULATION_KINDS)[number];

/** The history's periods (spec 2 §1: all, 7, 30 and 90 days). */
export const HISTORY_PERIODS = { all: null, '7d': 7, '30d': 30, '90d': 90 } as const;
export type HistoryPeriod = keyof typeof HISTORY_PERIODS;
export const HISTORY_PERIOD_NAMES = ['all', '7d', '30d', '90d'] as const satisfies readonly HistoryPeriod[];

/** What a saved template's changes are audited as. */
export const SIMULATION_TEMPLATE_AUDIT_EVENTS = {
  created: 'simulation.template.created',
  deleted: 'simulation.template.deleted',
} as const;
