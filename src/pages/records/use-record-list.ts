import useSWRInfinite from 'swr/infinite';
import { recordListQuery, type RecordListParams } from './record-api-paths';
import type { RecordItem, RecordListAnswer } from './record-types';

/** A module's records for the list's filters, a page at a time ("show more" asks for the next with the last cursor). */
export function useRecordList(module: string, params: Pick<RecordListParams, 'search' | 'stage'>, { isPaused = false, limit }: { isPaused?: boolean; limit?: number } = {}) {
  const pages = useSWRInfinite<RecordListAnswer>(
    (index, previous: RecordListAnswer | null) => {
      if (isPaused) return null;
      if (index === 0) return recordListQuery(module, params, null, limit);
      return previous?.nextCursor ? recordListQuery(module, params, previous.nextCursor, limit) : null;
    },
    { revalidateFirstPage: false },
  );
  const { data, size, setSize, isLoading, isValidating } = pages;
  const rows: RecordItem[] = (data ?? []).flatMap((page) => page.data);
  const first = data?.[0];
  const last = data?.at(-1);
  return {
    ...pages,
    rows,
    total: first ? { count: first.total, isExact: first.isTotalExact } : undefined,
    hasMore: Boolean(last?.nextCursor),
    isLoadingMore: isValidating && data !== undefined && size > data.length,
    isLoading,
    showMore: () => void setSize(size + 1),
  };
}
