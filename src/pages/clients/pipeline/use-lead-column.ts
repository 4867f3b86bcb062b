import useSWRInfinite from 'swr/infinite';
import type { ClientListParams } from '../client-list-params';
import type { ClientListAnswer, LeadStatus } from '../../../api/client-answers';
import { leadColumnPages } from './lead-column-query';

/** One pipeline column's leads from the API, a page at a time: what is loaded, how many there are, and loading the next page. */
export function useLeadColumn(params: ClientListParams, status: LeadStatus) {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<ClientListAnswer>(leadColumnPages(params, status), { keepPreviousData: true, revalidateFirstPage: false });
  const last = data?.at(-1);
  return {
    rows: data?.flatMap((page) => page.data) ?? [],
    total: data?.[0]?.pagination.total ?? 0,
    hasMore: last?.pagination.hasMore === true,
    error,
    isLoading,
    isLoadingMore: isValidating && data !== undefined && data.length < size,
    loadMore: () => void setSize(size + 1),
    /** Reloads every loaded page (after a move in or out). */
    reload: mutate,
  };
}
