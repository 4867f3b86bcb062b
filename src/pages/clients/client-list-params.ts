import type { ClientPriority, ClientStatus, LeadStatus } from '../../api/client-answers';

/** What the client list shows: filters, search, sort and page, kept in the address so reload and back keep them. */
export interface ClientListParams {
  kind: 'client' | 'lead';
  page: number;
  limit: number;
  sortBy: 'createdAt' | 'updatedAt' | 'firstName' | 'lastName' | 'lastContactDate';
  sortOrder: 'asc' | 'desc';
  search?: string;
  status?: ClientStatus;
  priority?: ClientPriority;
  tag?: string;
  followUp?: 'upcoming' | 'overdue' | 'none';
  leadStatus?: LeadStatus;
  /** Leads only: the pipeline's columns instead of the table. */
  view?: 'pipeline';
}

export const PAGE_SIZES = [20, 50, 100] as const;
const SORTS = ['createdAt', 'updatedAt', 'firstName', 'lastName', 'lastContactDate'] as const;
const FILTERS = ['search', 'status', 'priority', 'tag', 'followUp', 'leadStatus'] as const;
const DEFAULTS = { page: 1, limit: 20, sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The change that clears every filter and the search (sort, page size and view stay). */
export const CLEARED_FILTERS: Partial<ClientListParams> = Object.fromEntries(FILTERS.map((name) => [name, undefined]));

const positive = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);

/** The list's parameters from the address; anything unknown or out of range reads as the default. */
export function readListParams(search: URLSearchParams, kind: ClientListParams['kind']): ClientListParams {
  const limit = positive(search.get('limit'), DEFAULTS.limit);
  const params: ClientListParams = {
    kind,
    page: positive(search.get('page'), DEFAULTS.page),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULTS.limit,
    sortBy: oneOf(search.get('sortBy'), SORTS) ?? DEFAULTS.sortBy,
    sortOrder: search.get('sortOrder') === 'asc' ? 'asc' : DEFAULTS.sortOrder,
  };
  for (const name of FILTERS) {
    const value = search.get(name)?.trim();
    if (value) (params as unknown as Record<string, string>)[name] = value.slice(0, 100);
  }
  if (kind === 'lead' && search.get('view') === 'pipeline') params.view = 'pipeline';
  return params;
}

/**
 * The address for changed parameters: defaults left out, and back to page 1 when anything but the page
 * changes (spec 2 §4: changing a filter or the page size resets the page to 1).
 */
export function writeListParams(current: ClientListParams, changes: Partial<Omit<ClientListParams, 'kind'>>): URLSearchParams {
  const isPaging = Object.keys(changes).every((key) => key === 'page');
  const next = { ...current, ...changes, ...(isPaging ? {} : { page: 1 }) };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (key === 'kind' || value === undefined || value === '' || DEFAULTS[key as keyof typeof DEFAULTS] === value) continue;
    search.set(key, String(value));
  }
  return search;
}

/** The API query of the list: GET /api/clients/client?… */
export function listQuery(params: ClientListParams): string {
  const query = new URLSearchParams({ kind: params.kind, page: String(params.page), limit: String(params.limit), sortBy: params.sortBy, sortOrder: params.sortOrder });
  for (const name of FILTERS) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  return `/clients/client?${query.toString()}`;
}

/** Whether any filter or search narrows the list (an empty answer then means "no matches", not "no clients"). */
export function isFiltered(params: ClientListParams): boolean {
  return FILTERS.some((name) => params[name] !== undefined);
}
