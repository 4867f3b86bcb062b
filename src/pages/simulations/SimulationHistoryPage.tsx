import { Button, Empty, Flex, Input, Segmented, Select, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorState } from '../../app/chrome/ErrorState';
import { HistoryTable } from './HistoryTable';
import { SimulationTemplates } from './SimulationTemplates';
import { HISTORY_PERIODS, historyPath, SIMULATIONS_API, type HistoryPeriod, type SimulationListAnswer } from './simulations-api';

const isPeriod = (value: string | null): value is HistoryPeriod => (HISTORY_PERIODS as readonly (string | null)[]).includes(value);

/**
 * The stored simulations (issue 26): newest first, filtered by period (all, 7, 30 or 90 days), tag and words of the
 * name, each opened or deleted from its row; beside them, the templates to start from (`?view=templates`). The filters
 * live in the address, and `?id=…` (spec 2's link to one simulation) opens that simulation.
 */
export function SimulationHistoryPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('simulations');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const period = isPeriod(params.get('period')) ? (params.get('period') as HistoryPeriod) : 'all';
  const tag = params.get('tag') ?? '';
  const search = params.get('q') ?? '';
  const view = params.get('view') === 'templates' ? 'templates' : 'history';
  const list = useSWR<SimulationListAnswer>(historyPath({ period, tag, search }), { keepPreviousData: true });
  // The tags to filter by are those of every simulation the caller sees.
  const everything = useSWR<SimulationListAnswer>(SIMULATIONS_API.all);
  const tags = [...new Set((everything.data?.data ?? []).flatMap((simulation) => simulation.tags))].sort();
  const linked = params.get('id');
  if (linked) return <Navigate to={`${basePath}/${encodeURIComponent(linked)}`} replace />;

  const change = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value && value !== 'all') next.set(name, value);
      else next.delete(name);
      return next;
    });
  const isFiltered = period !== 'all' || Boolean(tag) || Boolean(search.trim());
  const rows = list.data?.data;

  return (
    <section aria-labelledby="simulations-title" data-testid="simulation-history">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 16 }}>
        <Typography.Title level={1} id="simulations-title" style={{ fontSize: 28, marginBlockEnd: 0 }}>
          {t('history.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate(`${basePath}/new`)} data-testid="simulation-new">
          {t('history.new')}
        </Button>
      </Flex>
      <Tabs
        activeKey={view}
        onChange={(key) => change('view', key === 'templates' ? key : '')}
        items={[
          {
            key: 'history',
            label: <span data-testid="simulations-tab-history">{t('templates.historyTab')}</span>,
            children: (
              <>
                <Flex gap={12} wrap align="center" style={{ marginBlockEnd: 16 }}>
                  <Segmented<HistoryPeriod>
                    aria-label={t('history.period')}
                    value={period}
                    onChange={(value) => change('period', value)}
                    options={HISTORY_PERIODS.map((value) => ({ value, label: <span data-testid={`history-period-${value}`}>{t(`history.periods.${value}`)}</span> }))}
                  />
                  <Select
                    aria-label={t('history.tag')}
                    value={tag}
                    onChange={(value: string) => change('tag', value)}
                    options={[{ value: '', label: t('history.anyTag') }, ...tags.map((value) => ({ value, label: value }))]}
                    style={{ minWidth: 160 }}
                    data-testid="history-tag"
                  />
                  <Input.Search aria-label={t('history.search')} placeholder={t('history.search')} defaultValue={search} allowClear onSearch={(value) => change('q', value.trim())} style={{ maxWidth: 280 }} data-testid="history-search" />
                </Flex>
                {list.error ? (
                  <ErrorState error={list.error} onRetry={() => void list.mutate()} />
                ) : !rows ? (
                  <div role="status" aria-label={t('history.loading')} data-testid="history-loading">
                    <Skeleton active />
                  </div>
                ) : rows.length === 0 ? (
                  <Empty description={isFiltered ? t('history.emptyFiltered') : t('history.empty')} data-testid="history-empty" />
                ) : (
                  <HistoryTable rows={rows} basePath={basePath} onDeleted={() => void list.mutate()} />
                )}
              </>
            ),
          },
          { key: 'templates', label: <span data-testid="simulations-tab-templates">{t('templates.tab')}</span>, children: <SimulationTemplates basePath={basePath} /> },
        ]}
      />
    </section>
  );
}
