import { Alert, Button, Popconfirm, Space, Table, Tag, type ButtonProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServerAction } from '../../app/actions/use-server-action';
import { formatMoney } from '../../app/money/format-money';
import { useSimulationsApi } from './simulations-api-context';
import type { SimulationSummary } from './simulations-api';

/** The history's rows: name (opening it), {{client}}, plan, the headline figures, tags, when, and delete with a confirmation. */
export function HistoryTable({ rows, basePath, onDeleted }: { rows: readonly SimulationSummary[]; basePath: string; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('simulations');
  const simulations = useSimulationsApi();
  const action = useServerAction();
  const money = (value: number | null) => (value === null ? '—' : <bdi>{formatMoney(value, i18n.language)}</bdi>);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const remove = async (simulation: SimulationSummary) => {
    if (await action.run(() => simulations.remove(simulation.id))) onDeleted();
  };
  return (
    <>
      {action.error ? <Alert type="error" showIcon title={action.error.message} style={{ marginBlockEnd: 12 }} data-testid="history-delete-error" /> : null}
      <Table<SimulationSummary>
        rowKey="id"
        dataSource={[...rows]}
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        data-testid="history-table"
        onRow={(row) => ({ 'data-testid': 'history-row', 'data-id': row.id }) as HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'name', title: t('history.name'), render: (_, row) => <Link to={`${basePath}/${row.id}`}>{row.name}</Link> },
          { key: 'client', title: t('history.client'), render: (_, row) => row.clientName ?? '—' },
          { key: 'plan', title: t('history.plan'), render: (_, row) => (row.planType ? t(`planTypes.${row.planType}`, { defaultValue: row.planType }) : '—') },
          { key: 'savings', title: t('history.savings'), render: (_, row) => money(row.headline.totalSavings) },
          { key: 'pension', title: t('history.pension'), render: (_, row) => money(row.headline.monthlyPension) },
          { key: 'tags', title: t('history.tags'), render: (_, row) => row.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
          { key: 'created', title: t('history.created'), render: (_, row) => date.format(new Date(row.createdAt)) },
          {
            key: 'actions',
            title: t('history.actions'),
            render: (_, row) => (
              <Space>
                <Link to={`${basePath}/${row.id}`} aria-label={`${t('history.open')}: ${row.name}`}>
                  {t('history.open')}
                </Link>
                <Popconfirm title={t('history.deleteConfirm', { name: row.name })} okText={t('history.deleteYes')} cancelText={t('history.deleteNo')} okButtonProps={{ danger: true, 'data-testid': 'history-delete-yes' } as ButtonProps} onConfirm={() => remove(row)}>
                  <Button type="link" danger aria-label={`${t('history.delete')}: ${row.name}`} data-testid="history-delete">
                    {t('history.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
