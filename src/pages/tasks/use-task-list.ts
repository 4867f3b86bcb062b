import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { tasksQuery, type Task, type TaskPage, type TaskParams } from './task-query';

/** The tasks of a scope and status, a page at a time; a task done or given away leaves the list at once. */
export function useTaskList(params: TaskParams) {
  const pages = useSWRInfinite<TaskPage>(
    (index, previous: TaskPage | null) => {
      if (index === 0) return tasksQuery(params);
      return previous?.nextCursor ? tasksQuery(params, previous.nextCursor) : null;
    },
    { revalidateFirstPage: false },
  );
  const { data, size, setSize, isLoading, isValidating, mutate } = pages;
  // Taken out of the pages already read, without reading them again: the server's next page still follows the same cursor.
  const remove = useCallback(
    (id: string) => void mutate((current) => current?.map((page) => ({ ...page, data: page.data.filter((task) => task.id !== id) })), { revalidate: false }),
    [mutate],
  );
  const replace = useCallback(
    (task: Task) => void mutate((current) => current?.map((page) => ({ ...page, data: page.data.map((row) => (row.id === task.id ? task : row)) })), { revalidate: false }),
    [mutate],
  );
  return {
    ...pages,
    rows: (data ?? []).flatMap((page) => page.data),
    hasMore: Boolean(data?.at(-1)?.nextCursor),
    isLoading,
    isLoadingMore: isValidating && data !== undefined && size > data.length,
    showMore: () => void setSize(size + 1),
    remove,
    replace,
  };
}
