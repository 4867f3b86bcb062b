import useSWR from 'swr';
import { opportunityApiPath } from './opportunity-paths';
import type { Opportunity } from './opportunity-types';

/** One deal in full. */
export function useOpportunity(id: string | undefined) {
  return useSWR<{ data: Opportunity }>(id ? opportunityApiPath(id) : null);
}
