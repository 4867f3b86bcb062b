import type { Kysely } from 'kysely';
import { withContext, type DataContext } from '../../db/context';
import type { Database } from '../../db/schema';
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
export async function listClients(db: Kysely<Database>, context: DataContext, request: ClientListRequest): Promise<{ data: ClientRowView[]; pagination: ClientListPagination }> {
  return withContext(db, context, async (trx) => {
    const query = filteredClients(trx, request.filters);
    const counted = await countUpTo(trx, query, EXACT_COUNT_BOUND);
    const totalIsEstimate = counted > EXACT_COUNT_BOUND;
    const total = totalIsEstimate ? Math.max(counted, await estimateRows(query)) : counted;
    const rows = await pageOfClients(query, request, { limit: request.limit, offset: (request.page - 1) * request.limit, ...(request.position ? { position: request.position } : {}) });
    const hasMore = rows.length > request.limit;
    const page = rows.slice(0, request.limit);
    const open = await openRecordsOf(trx, page.map((row) => row.id));
    const last = page.at(-1);
    const nextCursor = hasMore && last ? encodeCursor({ sortBy: request.sortBy, sortOrder: request.sortOrder, value: last.sort_value, id: last.id }) : undefined;
    return {
      data: page.map((row) => clientRowView(row, open.get(row.id))),
      pagination: {
        page: request.page,
        limit: request.limit,
        total,
        totalIsEstimate,
        totalPages: Math.ceil(total / request.limit),
        hasMore,
        ...(nextCursor ? { nextCursor } : {}),
      },
    };
  });
}
