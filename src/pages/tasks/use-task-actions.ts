import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useServerAction } from '../../app/actions/use-server-action';
import { api } from '../../app/session';
import { taskCallPath, TASK_COUNTS_PATH, type Task, type TaskChangedAnswer } from './task-query';

/**
 * Completing and reassigning a task, each with the version seen: the server's message as the toast, the counts
 * read again (the header's badge with them), and a refusal kept for the page to show in the server's words.
 */
export function useTaskActions({ onCompleted, onReassigned }: { onCompleted(task: Task): void; onReassigned(task: Task): void }) {
  const { t } = useTranslation('tasks');
  const { mutate } = useSWRConfig();
  const action = useServerAction();

  const complete = async (task: Task) => {
    const answer = await action.run(() => api.post<TaskChangedAnswer>(taskCallPath(task.id, 'complete'), { version: task.version }), { success: t('completed') });
    if (answer) onCompleted(answer.data);
    await mutate(TASK_COUNTS_PATH);
    return answer;
  };

  const reassign = async (task: Task, assignedUser: string) => {
    const answer = await action.run(() => api.post<TaskChangedAnswer>(taskCallPath(task.id, 'reassign'), { assignedUser, version: task.version }), { success: t('reassigned') });
    if (answer) onReassigned(answer.data);
    await mutate(TASK_COUNTS_PATH);
    return answer;
  };

  return { complete, reassign, isPending: action.isPending, error: action.error, reset: action.reset };
}
