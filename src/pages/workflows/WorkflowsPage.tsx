import { CheckSquareOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Select, Skeleton, Tabs, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { ErrorState } from '../../app/chrome/ErrorState';
import { RunningRecordTable } from './RunningRecordTable';
import { readRunningParams, RUNNING_STATES, writeRunningParams, type RunningParams, type RunningState } from './running-records-query';
import { StartNewMenu } from './StartNewMenu';
import { useRunningRecords, type RunningCounts } from './use-running-records';
import { useSubjectWorkflows } from './use-subject-workflows';
import { useWorkflowModules } from './use-workflow-modules';

/** A tab's name with how many records are in its state (once known). */
function TabLabel({ state, counts }: { state: RunningState; counts: RunningCounts | undefined }) {
  const { t } = useTranslation('workflows');
  const count = counts?.[state];
  return (
    <span>
      {t(`tabs.${state}`)}
      {count === undefined ? null : (
        <Typography.Text type={state === 'overdue' && count > 0 ? 'danger' : 'secondary'} style={{ marginInlineStart: 6 }} data-testid={`tab-count-${state}`}>
          ({count.toLocaleString()})
        </Typography.Text>
      )}
    </span>
  );
}

/**
 * /workflows (spec 1 §2: active, create, history): every record of the office's workflows across its modules, in
 * tabs by state with their counts, filtered by module, each with its stage, assignee, age in stage and SLA state;
 * and a new record of any module that runs a workflow.
 */
export function WorkflowsPage() {
  const { t, i18n } = useTranslation('workflows');
  const [search, setSearch] = useSearchParams();
  const params = readRunningParams(search);
  const modules = useWorkflowModules();
  // What the filter offers: the modules' records, and the runs of the client and document workflows.
  const filters = [...modules, ...useSubjectWorkflows()];
  const list = useRunningRecords(params);
  const change = useCallback((changes: Partial<RunningParams>) => {
    // From the address as it is now, not as last rendered: two changes in a row both stay.
    setSearch(() => writeRunningParams(readRunningParams(new URLSearchParams(window.location.search)), changes));
  }, [setSearch]);
  const total = list.counts?.[params.state];

  return (
    <section aria-labelledby="workflows-title">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 8 }}>
        <div>
          <Typography.Title level={1} id="workflows-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Link to="/tasks">
            <Button icon={<CheckSquareOutlined />} data-testid="workflows-my-tasks">{t('myTasks')}</Button>
          </Link>
          <StartNewMenu modules={modules} />
        </Flex>
      </Flex>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Tabs
          activeKey={params.state}
          onChange={(state) => change({ state: state as RunningState })}
          items={RUNNING_STATES.map((state) => ({ key: state, label: <TabLabel state={state} counts={list.counts} /> }))}
          aria-label={t('tabsLabel')}
          style={{ marginBlockEnd: 0 }}
        />
        {filters.length > 1 ? (
          <Select
            aria-label={t('moduleLabel')}
            value={params.module ?? ''}
            onChange={(module: string) => change({ module })}
            options={[{ value: '', label: t('allModules') }, ...filters.map((filter) => ({ value: filter.id, label: pickText(filter.name, i18n.language) }))]}
            style={{ minWidth: 200 }}
            data-testid="module-filter"
          />
        ) : null}
      </Flex>
      {list.error ? (
        <ErrorState error={list.error} title={t('loadFailed')} onRetry={() => void list.mutate()} />
      ) : list.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : list.rows.length === 0 ? (
        <Empty
          style={{ marginBlock: 48 }}
          description={
            <>
              <Typography.Paragraph strong>{t(`empty.${params.state}`)}</Typography.Paragraph>
              <Typography.Paragraph type="secondary">{modules.length === 0 ? t('noWorkflows') : t('emptyText')}</Typography.Paragraph>
            </>
          }
          data-testid="workflows-empty"
        />
      ) : (
        <>
          <RunningRecordTable rows={list.rows} isLoading={list.isLoadingMore} />
          <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBlockStart: 12 }}>
            {total === undefined ? <span /> : <Typography.Text type="secondary" data-testid="workflows-shown">{t('shown', { shown: list.rows.length.toLocaleString(), total: total.toLocaleString() })}</Typography.Text>}
            {list.hasMore ? (
              <Button onClick={list.showMore} loading={list.isLoadingMore} data-testid="workflows-show-more">
                {t('showMore')}
              </Button>
            ) : null}
          </Flex>
        </>
      )}
    </section>
  );
}
