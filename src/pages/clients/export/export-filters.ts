import type { ClientListParams } from '../client-list-params';

/** What POST /clients/client/export is asked for: the list's filters and sort, without its page, and any selected rows. */
export type ExportRequest = Omit<ClientListParams, 'page' | 'limit' | 'view'> & { format: 'csv' | 'xlsx'; ids?: string[] };

/**
 * The export body for the list as it stands: every row its filters match, not only the page on screen; with `ids`,
 * only those of them (the rows selected). How the list is shown (table or pipeline) is not a filter.
 */
export function exportRequest(params: ClientListParams, format: ExportRequest['format'], ids?: readonly string[]): ExportRequest {
  const { page: _page, limit: _limit, view: _view, ...filters } = params;
  return { format, ...filters, ...(ids && ids.length > 0 ? { ids: [...ids] } : {}) };
}
