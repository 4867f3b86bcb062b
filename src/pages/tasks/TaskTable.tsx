import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNow } from '../../app/actions/use-now';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import { useOffice } from '../../app/office/office-context';
import { useFormatTime } from '../../app/time/use-format-time';
import type { Task } from './task-query';
import { isOverdue, roleName, taskRecordPath, taskTitle } from './task-text';

interface TaskTableProps {
  rows: readonly Task[];
  isLoading: boolean;
  /** The task whose call is under way, its buttons busy. */
  busyId: string | undefined;
  /** Whether the reader may change tasks (mark done, give to another member); a viewer only reads them. */
  canChange: boolean;
  onComplete(task: Task): void;
  onReassign(task: Task): void;
}

/** Tasks with their title in the reader's language, their record's link, their due time in the user's zone (overdue in red), and done and reassign. */
export function TaskTable({ rows, isLoading, busyId, canChange, onComplete, onReassign }: TaskTableProps) {
  const { t, i18n } = useTranslation('tasks');
  const { runtime } = useOffice();
  const formatTime = useFormatTime();
  const now = useNow();
  const modules = runtime?.config.features.modules ?? [];
  const officeRoles = runtime?.config.security.roles ?? [];
  const titleOf = (task: Task) => taskTitle(task, i18n.language, (type) => t('untitled', { type }));

  const columns: TableColumnsType<Task> = [
    { key: 'task', title: t('columns.task'), render: (_, task) => <bdi data-testid="task-title">{titleOf(task)}</bdi> },
    {
      key: 'record',
      title: t('columns.record'),
      render: (_, task) => {
        const path = taskRecordPath(task, modules);
        // A record without a title of its own is called by its number: named once.
        const title = task.recordTitle === task.recordNumber ? null : task.recordTitle;
        if (!task.recordNumber && !title) return null;
        // The number and the title apart: a Hebrew title in one run with the number would carry the number to its end.
        const name = (
          <>
            {task.recordNumber ? <bdi>{task.recordNumber}</bdi> : null}
            {task.recordNumber && title ? ' · ' : null}
            {title ? <bdi>{title}</bdi> : null}
          </>
        );
        return path ? <Link to={path}>{name}</Link> : name;
      },
    },
    {
      key: 'due',
      title: t('columns.due'),
      render: (_, task) => {
        if (task.status === 'done') return task.completedAt ? <time dateTime={task.completedAt}>{t('doneAt', { time: formatTime(task.completedAt, 'dateTime') })}</time> : null;
        if (!task.dueAt) return <Typography.Text type="secondary">{t('noDue')}</Typography.Text>;
        const isLate = isOverdue(task, now);
        return (
          <Flex gap={6} align="center" wrap>
            <Typography.Text {...(isLate ? { type: 'danger' as const } : {})} data-testid="task-due" data-overdue={isLate}>
              <time dateTime={task.dueAt} style={{ whiteSpace: 'nowrap' }}>{formatTime(task.dueAt, 'dateTime')}</time>
            </Typography.Text>
            {isLate ? <ReadableTag color="red">{t('overdue')}</ReadableTag> : null}
          </Flex>
        );
      },
    },
    {
      key: 'assignee',
      title: t('columns.assignee'),
      render: (_, task) => (task.assignedUserName ? <bdi>{task.assignedUserName}</bdi> : task.assignedRole ? <Typography.Text type="secondary">{t('role', { role: roleName(task.assignedRole, officeRoles, i18n.language) })}</Typography.Text> : null),
    },
  ];
  const actions: TableColumnsType<Task>[number] = {
    key: 'actions',
    title: t('columns.actions'),
    render: (_, task) => (
      <Flex gap={8} style={{ whiteSpace: 'nowrap' }}>
        <Button size="small" type="primary" icon={<CheckOutlined />} loading={busyId === task.id} onClick={() => onComplete(task)} aria-label={t('completeLabel', { task: titleOf(task) })} data-testid="task-complete">
          {t('complete')}
        </Button>
        <Button size="small" icon={<SwapOutlined />} disabled={busyId === task.id} onClick={() => onReassign(task)} data-testid="task-reassign">
          {t('reassign')}
        </Button>
      </Flex>
    ),
  };
  const isOpen = rows.every((task) => task.status === 'open');

  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<Task> rowKey="id" columns={isOpen && canChange ? [...columns, actions] : columns} dataSource={rows as Task[]} loading={isLoading} pagination={false} data-testid="task-table" />
    </div>
  );
}
