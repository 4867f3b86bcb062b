import type { RunningRecordsAnswer } from '../../api/generated/api-types';

/** What GET /api/workflows/records answers: a page of the office's running records and the count in each state. */
export type RunningPage = RunningRecordsAnswer;

/** One record of the office's workflows, with its module's name and page, its stage's name and its SLA state. */
export type RunningRecord = RunningPage['data'][number];

/** The tabs of /workflows, each a state the server filters by. */
export const RUNNING_STATES = ['active', 'overdue', 'finished'] as const;

/** Still moving, past their stage's SLA, or finished. */
export type RunningState = (typeof RUNNING_STATES)[number];

/** What the page shows, kept in its address: the tab and the module. */
export interface RunningParams {
  state: RunningState;
  module?: string;
}

/** The overview's page size; "show more" asks for the next with the last cursor. */
export const RUNNING_PAGE_SIZE = 25;

const isState = (value: string | null): value is RunningState => RUNNING_STATES.includes(value as RunningState);

/** The page's parameters from its address; an unknown tab is the active one. */
export function readRunningParams(search: URLSearchParams): RunningParams {
  const state = search.get('state');
  const module = search.get('module')?.trim();
  return { state: isState(state) ? state : 'active', ...(module ? { module: module.slice(0, 64) } : {}) };
}

/** The address for changed parameters; the default tab and an empty module are left out. */
export function writeRunningParams(current: RunningParams, changes: Partial<RunningParams>): URLSearchParams {
  const next = { ...current, ...changes };
  const search = new URLSearchParams();
  if (next.state !== 'active') search.set('state', next.state);
  if (next.module) search.set('module', next.module);
  return search;
}

/** GET /api/workflows/records for a tab and a module, from a cursor. */
export function runningRecordsQuery(params: RunningParams, cursor?: string | null, limit = RUNNING_PAGE_SIZE): string {
  const query = new URLSearchParams({ state: params.state });
  if (params.module) query.set('module', params.module);
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(limit));
  return `/workflows/records?${query.toString()}`;
}
