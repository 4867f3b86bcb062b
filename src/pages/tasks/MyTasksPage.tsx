import { Alert, Button, Empty, Flex, Segmented, Select, Skeleton, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useAuth } from '../../app/auth/use-auth';
import { ReassignDialog } from './ReassignDialog';
import { readTaskParams, writeTaskParams, type Task, type TaskParams, type TaskScope, type TaskStatus } from './task-query';
import { taskTitle } from './task-text';
import { TaskTable } from './TaskTable';
import { useTaskActions } from './use-task-actions';
import { useTaskList } from './use-task-list';

/** Who may see the whole office's tasks: its admins and managers. */
const SEES_ALL = new Set(['admin', 'manager']);

/**
 * My tasks (/tasks): the open tasks assigned to me or to my roles, by due time, or the done ones; each can be marked
 * done (it leaves the open list, with a toast) or given to another member. Admins and managers may see the office's.
 */
export function MyTasksPage() {
  const { t, i18n } = useTranslation('tasks');
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const seesAll = SEES_ALL.has(user?.role ?? '');
  // A viewer reads the tasks; the server refuses their changes too (403 TASKS_READ_ONLY).
  const canChange = user?.role !== 'viewer';
  const read = readTaskParams(search);
  const params: TaskParams = read.scope === 'all' && !seesAll ? { ...read, scope: 'mine' } : read;
  const list = useTaskList(params);
  const [reassigning, setReassigning] = useState<Task>();
  const [busyId, setBusyId] = useState<string>();
  const actions = useTaskActions({
    onCompleted: (task) => list.remove(task.id),
    // Given away from my list, it leaves it; in the office's, it stays with its new assignee.
    onReassigned: (task) => (params.scope === 'all' ? list.replace(task) : list.remove(task.id)),
  });
  const change = useCallback((changes: Partial<TaskParams>) => {
    setSearch(() => writeTaskParams(readTaskParams(new URLSearchParams(window.location.search)), changes));
  }, [setSearch]);
  const titleOf = (task: Task) => taskTitle(task, i18n.language, (type) => t('untitled', { type }));

  const complete = async (task: Task) => {
    setBusyId(task.id);
    await actions.complete(task);
    setBusyId(undefined);
  };
  const reassign = async (task: Task, member: string) => {
    const answer = await actions.reassign(task, member);
    if (answer) setReassigning(undefined);
  };
  const scopes: TaskScope[] = seesAll ? ['mine', 'role', 'all'] : ['mine', 'role'];

  return (
    <section aria-labelledby="tasks-title">
      <Typography.Title level={1} id="tasks-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBlockEnd: 16 }}>
        <Segmented<TaskStatus>
          aria-label={t('statusLabel')}
          value={params.status}
          onChange={(status) => change({ status })}
          options={(['open', 'done'] as const).map((status) => ({ value: status, label: t(`status.${status}`) }))}
          data-testid="task-status"
        />
        <Select<TaskScope>
          aria-label={t('scopeLabel')}
          value={params.scope}
          onChange={(scope) => change({ scope })}
          options={scopes.map((scope) => ({ value: scope, label: t(`scope.${scope}`) }))}
          style={{ minWidth: 180 }}
          data-testid="task-scope"
        />
      </Flex>
      {actions.error ? <Alert type="error" showIcon closable onClose={actions.reset} title={actions.error.message} style={{ marginBlockEnd: 12 }} data-testid="task-error" /> : null}
      {list.error ? (
        <ErrorState error={list.error} title={t('loadFailed')} onRetry={() => void list.mutate()} />
      ) : list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.rows.length === 0 ? (
        <Empty
          style={{ marginBlock: 48 }}
          description={<><Typography.Paragraph strong>{t(`empty.${params.status}`)}</Typography.Paragraph><Typography.Paragraph type="secondary">{t('emptyText')}</Typography.Paragraph></>}
          data-testid="tasks-empty"
        />
      ) : (
        <>
          <TaskTable rows={list.rows} isLoading={list.isLoadingMore} busyId={busyId} canChange={canChange} onComplete={(task) => void complete(task)} onReassign={setReassigning} />
          {list.hasMore ? (
            <Flex justify="end" style={{ marginBlockStart: 12 }}>
              <Button onClick={list.showMore} loading={list.isLoadingMore} data-testid="tasks-show-more">{t('showMore')}</Button>
            </Flex>
          ) : null}
        </>
      )}
      <ReassignDialog
        task={reassigning}
        title={reassigning ? titleOf(reassigning) : ''}
        isPending={actions.isPending}
        onCancel={() => setReassigning(undefined)}
        onReassign={(task, member) => void reassign(task, member)}
      />
    </section>
  );
}
