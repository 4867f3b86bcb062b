import { useEffect } from 'react';
import useSWR from 'swr';
import { useAuth } from '../../app/auth/use-auth';
import { useNotifications } from '../../notifications/notifications';
import { TASK_COUNTS_PATH, type TaskCounts } from './task-query';

/**
 * My open tasks' counts (GET /api/tasks/counts), for a signed-in member: read again every few minutes and whenever
 * a notification from the server arrives (a new task, a reassignment and an approval each send one).
 */
export function useTaskCounts(): TaskCounts | undefined {
  const { phase } = useAuth();
  const { data, mutate } = useSWR<{ data: TaskCounts }>(phase === 'signed-in' ? TASK_COUNTS_PATH : null, { refreshInterval: 5 * 60_000, shouldRetryOnError: false });
  const latest = useNotifications().find((item) => item.isFromServer)?.id;
  useEffect(() => {
    if (latest) void mutate();
  }, [latest, mutate]);
  return data?.data;
}
