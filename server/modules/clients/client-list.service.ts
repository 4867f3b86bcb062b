import { inOffice, type OfficeContext } from '../../context/office-context';
import { clientRowView, type ClientRowView } from './client.view';
import { countUpTo, estimateRows, filteredClients, openRecordsOf, pageOfClients, type ClientFilters } from './client-list.queries';
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

/**
 * A page of the office's clients: counted exactly up to EXACT_COUNT_BOUND matches and estimated past that (never
 * a full count of a huge office), with the cursor of the next page so deep pages are read by keyset.
 */
export async function listClients(ctx: OfficeContext, list: ClientListRequest): Promise<{ data: ClientRowView[]; pagination: ClientListPagination }> {
  return inOffice(ctx, async (trx) => {
    const query = filteredClients(trx, list.filters);
    const counted = await countUpTo(trx, query, EXACT_COUNT_BOUND);
    const totalIsEstimate = counted > EXACT_COUNT_BOUND;
    const total = totalIsEstimate ? Math.max(counted, await estimateRows(query)) : counted;
    const rows = await pageOfClients(query, list, { limit: list.limit, offset: (list.page - 1) * list.limit, ...(list.position ? { position: list.position } : {}) });
    const hasMore = rows.length > list.limit;
    const page = rows.slice(0, list.limit);
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
