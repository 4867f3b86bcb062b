import { listQuery, type ClientListParams } from '../client-list-params';
import { LEAD_STATUSES, type ClientListAnswer, type LeadStatus } from '../../../api/client-answers';

/** How many leads a pipeline column loads at a time. */
export const COLUMN_PAGE_SIZE = 20;

/** The pipeline's columns: every stage, or only the stage the stage filter picks. */
export function pipelineStatuses(params: ClientListParams): readonly LeadStatus[] {
  return params.leadStatus ? [params.leadStatus] : LEAD_STATUSES;
}

/**
 * The API pages of one column (useSWRInfinite's key loader): the leads at that stage, with the list's search and
 * other filters and its sort, a page at a time, each after the cursor the previous one ended at.
 */
export function leadColumnPages(params: ClientListParams, status: LeadStatus): (index: number, previous: ClientListAnswer | null) => string | null {
  const first = listQuery({ ...params, kind: 'lead', leadStatus: status, page: 1, limit: COLUMN_PAGE_SIZE });
  return (index, previous) => {
    if (index === 0) return first;
    const cursor = previous?.pagination.nextCursor;
    return cursor ? `${first}&cursor=${encodeURIComponent(cursor)}` : null;
  };
}
