import useSWR from 'swr';
import { opportunityApiPath } from '../../api/opportunity-api-paths';
import type { OpportunityAnswer } from '../../api/opportunity-answers';

/** One deal in full. */
export function useOpportunity(id: string | undefined) {
  return useSWR<OpportunityAnswer>(id ? opportunityApiPath(id) : null);
}
