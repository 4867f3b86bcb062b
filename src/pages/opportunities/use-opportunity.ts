import useSWR from 'swr';
import { opportunityApiPath } from '../../api/opportunity-api-paths';
import type { Opportunity } from '../../api/opportunity-answers';

/** One deal in full. */
export function useOpportunity(id: string | undefined) {
  return useSWR<{ data: Opportunity }>(id ? opportunityApiPath(id) : null);
}
