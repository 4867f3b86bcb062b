import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorState } from '../../app/chrome/ErrorState';
import { ClientRetirement } from './ClientRetirement';
import { formatMoney } from '../../app/money/format-money';
import { SIMULATIONS_API, SIMULATIONS_PATH, type SimulationListAnswer, type SimulationSummary } from './simulations-api';

/**
 * A {{client}}'s simulations on their page (issue 26): their saved plans summed at retirement, then each simulation
 * with its plan, headline figures and date, opening it, and a new simulation made for them.
 */
export function ClientSimulations({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation('simulations');
  const navigate = useNavigate();
  const list = useSWR<SimulationListAnswer>(SIMULATIONS_API.client(clientId));
  const money = (value: number | null) => (value === null ? '—' : <bdi>{formatMoney(value, i18n.language)}</bdi>);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const rows = list.data?.data;
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${SIMULATIONS_PATH}/new?clientId=${encodeURIComponent(clientId)}`)} data-testid="client-simulation-new">
      {t('history.new')}
    </Button>
  );

  if (list.error) return <ErrorState error={list.error} onRetry={() => void list.mutate()} />;
  if (!rows) {
    return (
      <div role="status" aria-label={t('history.loading')} data-testid="client-simulations-loading">
        <Skeleton active />
      </div>
    );
  }
  // The plans a retirement sums: the saved pension simulations (a cover simulation pays nothing at retirement).
  const plans = rows.filter((row) => row.kind === 'complete' || row.kind === 'enhanced');
  return (
    <Flex vertical gap={12} data-testid="client-simulations">
      <Flex justify="end">{create}</Flex>
      {plans.length > 0 ? <ClientRetirement clientId={clientId} version={plans.map((row) => `${row.id}@${row.updatedAt}`).join(',')} /> : null}
      {rows.length === 0 ? (
        <Empty description={t('clientTab.empty')} data-testid="client-simulations-empty" />
      ) : (
        <Table<SimulationSummary>
          size="small"
          rowKey="id"
          dataSource={[...rows]}
          pagination={rows.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: 'max-content' }}
          caption={t('clientTab.caption')}
          columns={[
            { key: 'name', title: t('history.name'), render: (_, row) => <Link to={`${SIMULATIONS_PATH}/${row.id}`} data-testid="client-simulation-link">{row.name}</Link> },
            { key: 'plan', title: t('history.plan'), render: (_, row) => (row.planType ? t(`planTypes.${row.planType}`, { defaultValue: row.planType }) : '—') },
            { key: 'savings', title: t('history.savings'), render: (_, row) => money(row.headline.totalSavings) },
            { key: 'pension', title: t('history.pension'), render: (_, row) => money(row.headline.monthlyPension) },
            { key: 'created', title: t('history.created'), render: (_, row) => date.format(new Date(row.createdAt)) },
          ]}
        />
      )}
    </Flex>
  );
}
