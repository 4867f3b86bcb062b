import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { runningRecordsQuery, type RunningPage, type RunningParams } from './running-records-query';

/** How many records are in each state, as the last page read said. */
export type RunningCounts = RunningPage['counts'];

/**
 * The running records of a tab and a module, a page at a time ("show more" asks for the next with the last
 * cursor), and the count in each state, kept from the last answer while another tab loads.
 */
export function useRunningRecords(params: RunningParams) {
  const pages = useSWRInfinite<RunningPage>(
    (index, previous: RunningPage | null) => {
      if (index === 0) return runningRecordsQuery(params);
      return previous?.nextCursor ? runningRecordsQuery(params, previous.nextCursor) : null;
    },
    { revalidateFirstPage: false },
  );
  const { data, size, setSize, isLoading, isValidating } = pages;
  const fresh = data?.[0]?.counts;
  // The counts last read stay on the tabs while another tab's first page loads (set while rendering, as React advises).
  const [counts, setCounts] = useState<RunningCounts | undefined>(fresh);
  if (fresh && fresh !== counts) setCounts(fresh);
  return {
    ...pages,
    rows: (data ?? []).flatMap((page) => page.data),
    counts: fresh ?? counts,
    hasMore: Boolean(data?.at(-1)?.nextCursor),
    isLoading,
    isLoadingMore: isValidating && data !== undefined && size > data.length,
    showMore: () => void setSize(size + 1),
  };
}
