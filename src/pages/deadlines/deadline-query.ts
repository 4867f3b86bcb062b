import type { DeadlineCountsAnswer, DeadlineListAnswer } from '../../api/generated/api-types';

/** A page of GET /api/deadlines. */
export type DeadlinePage = DeadlineListAnswer;

/** One deadline: its kind, title, what is due, when, whose, its module and the path it opens. */
export type Deadline = DeadlinePage['data'][number];

/** What GET /api/deadlines/counts answers: today, the week, overdue, and each day of the week. */
export type DeadlineCounts = DeadlineCountsAnswer['data'];

/** The deadlines calls' path (the API client adds /api). */
export const DEADLINES_PATH = '/deadlines';

/** The counts' path, which the menu's deadlines.today badge reads too. */
export const DEADLINE_COUNTS_PATH = `${DEADLINES_PATH}/counts`;

/** Which deadlines the screen shows. */
export type DeadlineRange = 'today' | 'week' | 'overdue' | 'all';

/** How the screen groups them. */
export type DeadlineGrouping = 'person' | 'module';

/** Whose: everything the reader may see, or theirs. */
export type DeadlineAssignee = 'all' | 'me';

/** The ranges, as the tabs show them. */
export const RANGES: readonly DeadlineRange[] = ['today', 'week', 'overdue', 'all'];

/** What the screen shows, kept in its address (the quick action "today's deadlines" opens ?due=today). */
export interface DeadlineParams {
  range: DeadlineRange;
  by: DeadlineGrouping;
  assignee: DeadlineAssignee;
}

/** The screen's parameters from its address: today, by person, everything unless it says otherwise. */
export function readDeadlineParams(search: URLSearchParams): DeadlineParams {
  const due = search.get('due') as DeadlineRange | null;
  return {
    range: due && RANGES.includes(due) ? due : 'today',
    by: search.get('by') === 'module' ? 'module' : 'person',
    assignee: search.get('assignee') === 'me' ? 'me' : 'all',
  };
}

/** The address for changed parameters; the range is always written, so the address says what is shown. */
export function writeDeadlineParams(current: DeadlineParams, changes: Partial<DeadlineParams>): URLSearchParams {
  const next = { ...current, ...changes };
  const search = new URLSearchParams({ due: next.range });
  if (next.by !== 'person') search.set('by', next.by);
  if (next.assignee !== 'all') search.set('assignee', next.assignee);
  return search;
}

/** How many deadlines a page of the screen reads. */
export const PAGE_SIZE = 50;

/** GET /api/deadlines for the parameters, a page of them. */
export function deadlinesQuery(params: Pick<DeadlineParams, 'range' | 'assignee'>, page = 1, limit = PAGE_SIZE): string {
  return `${DEADLINES_PATH}?${new URLSearchParams({ range: params.range, assignee: params.assignee, page: String(page), limit: String(limit) }).toString()}`;
}

/** GET /api/deadlines/counts for whose. */
export const countsQuery = (assignee: DeadlineAssignee): string => (assignee === 'all' ? DEADLINE_COUNTS_PATH : `${DEADLINE_COUNTS_PATH}?assignee=${assignee}`);
