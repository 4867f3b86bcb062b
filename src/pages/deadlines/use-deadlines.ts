import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { countsQuery, deadlinesQuery, type DeadlineCounts, type DeadlinePage, type DeadlineParams } from './deadline-query';

/** The deadlines of a range and whose, a page at a time, soonest first. */
export function useDeadlineList(params: Pick<DeadlineParams, 'range' | 'assignee'>) {
  const pages = useSWRInfinite<DeadlinePage>(
    (index, previous: DeadlinePage | null) => {
      if (index > 0 && previous && previous.pagination.page >= previous.pagination.totalPages) return null;
      return deadlinesQuery(params, index + 1);
    },
    { revalidateFirstPage: false },
  );
  const { data, size, setSize, isLoading, isValidating } = pages;
  const last = data?.at(-1);
  return {
    ...pages,
    rows: (data ?? []).flatMap((page) => page.data),
    total: data?.[0]?.pagination.total ?? 0,
    hasMore: last ? last.pagination.page < last.pagination.totalPages : false,
    isLoading,
    isLoadingMore: isValidating && data !== undefined && size > data.length,
    showMore: () => void setSize(size + 1),
  };
}

/** The counts of whose deadlines: today, the week, overdue and each day of the week. */
export function useDeadlineCounts(assignee: DeadlineParams['assignee']) {
  return useSWR<{ data: DeadlineCounts }>(countsQuery(assignee), { refreshInterval: 60_000 });
}
