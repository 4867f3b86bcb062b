import { Badge, Button, Empty, Flex, Segmented, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { moduleKind } from '../../../engine/modules/module-kinds';
import { pathOnly } from '../../../engine/routing/route-gating';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useOffice } from '../../app/office/office-context';
import { RANGES, readDeadlineParams, writeDeadlineParams, type DeadlineAssignee, type DeadlineGrouping, type DeadlineParams, type DeadlineRange } from './deadline-query';
import { DeadlineGroups } from './DeadlineGroups';
import { DueThisWeek } from './DueThisWeek';
import { useDeadlineCounts, useDeadlineList } from './use-deadlines';

/**
 * The deadlines (issue 21): today's, this week's, the overdue or all of them, from records' stage time limits, tasks
 * and follow-ups, grouped by person or by module, each opening its record, client or task list. At the route of
 * every module of kind deadlines (named by the module), and at /deadlines for every office (the quick action
 * "today's deadlines" opens ?due=today).
 */
export function DeadlinesPage({ moduleId }: { moduleId?: string }) {
  const { t, i18n } = useTranslation('deadlines');
  const { runtime } = useOffice();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const params = readDeadlineParams(search);
  const list = useDeadlineList(params);
  const counts = useDeadlineCounts(params.assignee).data?.data;
  const change = useCallback((changes: Partial<DeadlineParams>) => {
    setSearch(() => writeDeadlineParams(readDeadlineParams(new URLSearchParams(window.location.search)), changes));
  }, [setSearch]);
  // The module this route is (legal's /deadlines): its name is the page's.
  const module = runtime?.config.features.modules.find((candidate) => (moduleId ? candidate.id === moduleId : moduleKind(candidate) === 'deadlines' && pathOnly(candidate.route) === pathname));
  const title = module ? pickText(module.name, i18n.language) : t('title');
  const countOf = (range: DeadlineRange) => (range === 'all' ? undefined : counts?.[range]);

  return (
    <section aria-labelledby="deadlines-title" data-testid="deadlines-page">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 16 }}>
        <div>
          <Typography.Title level={1} id="deadlines-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>{t('intro')}</Typography.Paragraph>
        </div>
        {counts ? <DueThisWeek days={counts.days} /> : null}
      </Flex>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBlockEnd: 16 }}>
        <Segmented<DeadlineRange>
          aria-label={t('rangeLabel')}
          value={params.range}
          onChange={(range) => change({ range })}
          options={RANGES.map((range) => ({
            value: range,
            label: (
              <Flex gap={6} align="center" data-testid={`deadline-range-${range}`}>
                {t(`range.${range}`)}
                {countOf(range) !== undefined ? <Badge count={countOf(range)} showZero overflowCount={999} color={range === 'overdue' ? 'red' : 'blue'} size="small" /> : null}
              </Flex>
            ),
          }))}
          data-testid="deadline-range"
        />
        <Flex gap={12} wrap>
          <Segmented<DeadlineAssignee>
            aria-label={t('assigneeLabel')}
            value={params.assignee}
            onChange={(assignee) => change({ assignee })}
            options={(['all', 'me'] as const).map((assignee) => ({ value: assignee, label: t(`assignee.${assignee}`) }))}
            data-testid="deadline-assignee"
          />
          <Segmented<DeadlineGrouping>
            aria-label={t('groupLabel')}
            value={params.by}
            onChange={(by) => change({ by })}
            options={(['person', 'module'] as const).map((by) => ({ value: by, label: t(`group.${by}`) }))}
            data-testid="deadline-grouping"
          />
        </Flex>
      </Flex>
      {list.error ? (
        <ErrorState error={list.error} title={t('loadFailed')} onRetry={() => void list.mutate()} />
      ) : list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.rows.length === 0 ? (
        <Empty
          style={{ marginBlock: 48 }}
          description={<><Typography.Paragraph strong>{t(`empty.${params.range}`)}</Typography.Paragraph><Typography.Paragraph type="secondary">{t('emptyText')}</Typography.Paragraph></>}
          data-testid="deadlines-empty"
        />
      ) : (
        <>
          <DeadlineGroups rows={list.rows} by={params.by} />
          <Flex justify="space-between" align="center" style={{ marginBlockStart: 12 }}>
            <Typography.Text type="secondary">{t('shown', { shown: list.rows.length, total: list.total })}</Typography.Text>
            {list.hasMore ? <Button onClick={list.showMore} loading={list.isLoadingMore} data-testid="deadlines-show-more">{t('showMore')}</Button> : null}
          </Flex>
        </>
      )}
    </section>
  );
}
