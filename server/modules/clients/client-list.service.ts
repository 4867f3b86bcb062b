import { inOffice, type OfficeContext } from '../../context/office-context';
import { clientRowView, type ClientRowView } from './client.view';
import { countUpTo, estimateRows, filteredClients, openRecordsOf, pageOfClients, type ClientFilters } from './client-list.queries';
import { SEARCH_CANDIDATES } from './client-search.queries';
import { encodeCursor, type ListPosition, type SortField, type SortOrder } from './list-cursor';

/** Up to this many matching clients are counted exactly; past it the total is the planner's estimate. */
export const EXACT_COUNT_BOUND = 10_000;

/** A list request, checked: the page, its size and sort, where it continues from, and the filters. */
export interface ClientListRequest {
  page: number;
  limit: number;
  sortBy: SortField;
  sortOrder: SortOrder;
  position?: ListPosition;
  filters: ClientFilters;
}

/** The pagination block of a client list. */
export interface ClientListPagination {
  page: number;
  limit: number;
  total: number;
  totalIsEstimate: boolean;
  totalPages: number;
  hasMore: boolean;
  nextCursor?: string;
}

// Whether the list is narrowed by anything but its search.
const hasOtherFilters = (filters: ClientFilters) => Object.entries(filters).some(([name, value]) => name !== 'search' && value !== undefined);

/**
 * A page of the office's clients: counted exactly up to EXACT_COUNT_BOUND matches and estimated past that (never
 * a full count of a huge office), with the cursor of the next page so deep pages are read by keyset. A search whose
 * term is common (more than SEARCH_CANDIDATES matches) is estimated without counting: at least what it has shown,
 * and, when nothing else narrows it, more than SEARCH_CANDIDATES.
 */
export async function listClients(ctx: OfficeContext, list: ClientListRequest): Promise<{ data: ClientRowView[]; pagination: ClientListPagination }> {
  return inOffice(ctx, async (trx) => {
    const { query, isCommonSearch } = await filteredClients(trx, list.filters);
    const offset = (list.page - 1) * list.limit;
    const rows = await pageOfClients(query, list, { limit: list.limit, offset, ...(list.position ? { position: list.position } : {}) });
    const hasMore = rows.length > list.limit;
    const page = rows.slice(0, list.limit);
    const counted = isCommonSearch ? Infinity : await countUpTo(trx, query, EXACT_COUNT_BOUND);
    const totalIsEstimate = counted > EXACT_COUNT_BOUND;
    const seen = offset + page.length + (hasMore ? 1 : 0);
    const known = isCommonSearch ? Math.max(seen, hasOtherFilters(list.filters) ? 0 : SEARCH_CANDIDATES + 1) : counted;
    const total = totalIsEstimate ? Math.max(known, await estimateRows(query, ctx.tenant.id)) : counted;
    const open = await openRecordsOf(trx, page.map((row) => row.id));
    const last = page.at(-1);
    const nextCursor = hasMore && last ? encodeCursor({ sortBy: list.sortBy, sortOrder: list.sortOrder, value: last.sort_value, id: last.id }) : undefined;
    return {
      data: page.map((row) => clientRowView(row, open.get(row.id))),
      pagination: {
        page: list.page,
        limit: list.limit,
        total,
        totalIsEstimate,
        totalPages: Math.ceil(total / list.limit),
        hasMore,
        ...(nextCursor ? { nextCursor } : {}),
      },
    };
  });
}
