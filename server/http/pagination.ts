/** The query of a paged list (spec 1 §7: page and limit, default page 1, limit 10). */
export interface PageQuery {
  page?: number;
  limit?: number;
}

/** A page of a list, as it is answered. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** The largest page number taken; any page past the last is empty anyway, and the offset stays well inside a bigint. */
export const MAX_PAGE = 1_000_000_000;

const DEFAULTS = { page: 1, limit: 10 } as const;
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** The querystring schema of a paged list: whole numbers, clamped rather than refused (spec 1 §5). */
export const pageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', maximum: MAX_PAGE, default: DEFAULTS.page, description: 'The page, from 1 (default 1) to 1,000,000,000; a number below 1 counts as 1.' },
    // A limit past 100 is clamped, as spec 1 §5 says; one past MAX_PAGE is nobody's page size, and is refused.
    limit: { type: 'integer', maximum: MAX_PAGE, default: DEFAULTS.limit, description: 'Entries per page (default 10); a number outside 1–100 is clamped to 1–100.' },
  },
} as const;

/** The page and limit to use: limit clamped to 1–100 (spec 1 §5), page to 1 and above; and the rows to skip. */
export function pageWindow(query: PageQuery): { page: number; limit: number; offset: number } {
  const limit = clamp(Math.trunc(query.limit ?? DEFAULTS.limit), 1, 100);
  const page = clamp(Math.trunc(query.page ?? DEFAULTS.page), 1, MAX_PAGE);
  return { page, limit, offset: (page - 1) * limit };
}

/** The pagination block of an answer. */
export function paginationOf(window: { page: number; limit: number }, total: number): Pagination {
  return { page: window.page, limit: window.limit, total, totalPages: Math.ceil(total / window.limit) };
}

/** The schema of a paged answer with items of the given schema. */
export function pagedResponseSchema<Item extends object>(item: Item) {
  return {
    type: 'object',
    required: ['success', 'data', 'pagination'],
    properties: {
      success: { const: true },
      data: { type: 'array', items: item },
      pagination: {
        type: 'object',
        required: ['page', 'limit', 'total', 'totalPages'],
        properties: {
          page: { type: 'integer', description: 'The page answered (after clamping).' },
          limit: { type: 'integer', description: 'Entries per page (after clamping).' },
          total: { type: 'integer', description: 'Entries in all.' },
          totalPages: { type: 'integer', description: 'Pages in all (0 when there are no entries).' },
        },
      },
    },
  } as const;
}
