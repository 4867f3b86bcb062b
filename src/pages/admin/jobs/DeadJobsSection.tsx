import { Button, Empty, Flex, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActionError } from '../../../app/actions/ActionError';
import { DateTime } from '../../../app/actions/DateTime';
import { useServerAction } from '../../../app/actions/use-server-action';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { api } from '../../../app/session';
import { deadJobsKey, discardPath, retryPath, type DeadJob, type DeadJobsPage } from './dead-jobs-types';

const LIMIT = 20;

/**
 * /admin/jobs: the office's background jobs whose every attempt failed (the dead letter), with their error; each can
 * be queued again or discarded, and both are audited.
 */
export function DeadJobsSection() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR<DeadJobsPage>(deadJobsKey(page, LIMIT));
  const action = useServerAction();
  // A kind the screen has no words for shows its registry name, never a fragment of it.
  const kindLabel = (kind: string) => (i18n.exists(`jobs.kinds.${kind}`, { ns: 'admin' }) ? t(`jobs.kinds.${kind}`) : kind);

  const onAct = async (call: () => Promise<unknown>) => {
    await action.run(call, { after: () => mutate() });
  };

  if (error && !data) return <ErrorState error={error} title={t('jobs.loadFailed')} onRetry={() => void mutate()} />;
  return (
    <Flex vertical gap={12} data-testid="dead-jobs">
      <Typography.Paragraph type="secondary">{t('jobs.intro')}</Typography.Paragraph>
      <ActionError error={action.error} onClose={action.reset} />
      <Table<DeadJob>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.data ?? []}
        locale={{ emptyText: <Empty description={t('jobs.empty')} /> }}
        pagination={{ current: page, pageSize: LIMIT, total: data?.pagination.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        onRow={() => ({ 'data-testid': 'dead-job-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('jobs.kind'), dataIndex: 'kind', render: (kind: string) => <span data-testid="dead-job-kind">{kindLabel(kind)}</span> },
          { title: t('jobs.office'), dataIndex: 'tenantName', render: (name: string) => <bdi>{name}</bdi> },
          { title: t('jobs.attempts'), key: 'attempts', render: (_, job) => <span data-testid="dead-job-attempts">{t('jobs.attemptsOf', { attempts: job.attempts, max: job.maxAttempts })}</span> },
          {
            title: t('jobs.lastError'),
            dataIndex: 'lastError',
            render: (message: string | null) => (
              <Typography.Text type="danger" data-testid="dead-job-error" dir="auto" ellipsis={{ tooltip: message }} style={{ maxWidth: 320 }}>
                {message ?? t('jobs.noError')}
              </Typography.Text>
            ),
          },
          { title: t('jobs.due'), dataIndex: 'runAt', render: (value: string) => <DateTime value={value} /> },
          { title: t('jobs.died'), dataIndex: 'finishedAt', render: (value: string | null) => <DateTime value={value} /> },
          {
            title: '',
            key: 'actions',
            align: 'end',
            render: (_, job) => (
              <Flex gap={8} justify="end">
                <Popconfirm title={t('jobs.retryTitle')} description={<div style={{ maxWidth: 320 }}>{t('jobs.retryText')}</div>} okText={t('jobs.retry')} cancelText={t('settings.cancel')} onConfirm={() => onAct(() => api.post(retryPath(job.id)))}>
                  <Button size="small" type="primary" loading={action.isPending} data-testid="dead-job-retry">
                    {t('jobs.retry')}
                  </Button>
                </Popconfirm>
                <Popconfirm title={t('jobs.discardTitle')} description={<div style={{ maxWidth: 320 }}>{t('jobs.discardText')}</div>} okText={t('jobs.discard')} okButtonProps={{ danger: true }} cancelText={t('settings.cancel')} onConfirm={() => onAct(() => api.delete(discardPath(job.id)))}>
                  <Button size="small" danger loading={action.isPending} data-testid="dead-job-discard">
                    {t('jobs.discard')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
