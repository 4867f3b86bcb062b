import type { ClientListParams } from '../client-list-params';

/** What POST /clients/client/export is asked for: the list's filters and sort, without its page. */
export type ExportRequest = Omit<ClientListParams, 'page' | 'limit'> & { format: 'csv' | 'xlsx' };

/** The export body for the list as it stands: every row its filters match, not only the page on screen. */
export function exportRequest(params: ClientListParams, format: ExportRequest['format']): ExportRequest {
  const { page: _page, limit: _limit, ...filters } = params;
  return { format, ...filters };
}
