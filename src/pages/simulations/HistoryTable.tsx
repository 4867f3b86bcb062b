import { Alert, Button, Flex, Popconfirm, Space, Table, Tag, Typography, type ButtonProps } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useServerAction } from '../../app/actions/use-server-action';
import { formatMoney } from '../../app/money/format-money';
import { canCompare, COMPARE_LIMITS } from './compare-rows';
import { useSimulationsApi } from './simulations-api-context';
import type { SimulationSummary } from './simulations-api';

/**
 * The history's rows: name (opening it), {{client}}, plan, the headline figures, tags, when, and delete with a
 * confirmation. Rows are picked by their checkboxes (kept across the filters) to compare 2 or 3 of them.
 */
export function HistoryTable({ rows, basePath, onDeleted }: { rows: readonly SimulationSummary[]; basePath: string; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('simulations');
  const simulations = useSimulationsApi();
  const action = useServerAction();
  const money = (value: number | null) => (value === null ? '—' : <bdi>{formatMoney(value, i18n.language)}</bdi>);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const isComparable = canCompare(selected.length);
  const remove = async (simulation: SimulationSummary) => {
    if (await action.run(() => simulations.remove(simulation.id))) {
      setSelected((current) => current.filter((id) => id !== simulation.id));
      onDeleted();
    }
  };
  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBlockEnd: 12 }}>
        <Button
          disabled={!isComparable}
          aria-describedby="history-compare-rule"
          onClick={() => navigate(`${basePath}/compare?ids=${selected.map(encodeURIComponent).join(',')}`)}
          data-testid="history-compare"
        >
          {t('compare.action', { count: selected.length })}
        </Button>
        <Typography.Text id="history-compare-rule" type={selected.length > COMPARE_LIMITS.max ? 'danger' : 'secondary'} aria-live="polite" data-testid="history-compare-rule">
          {selected.length === 0 ? t('compare.pick') : isComparable ? t('compare.ready', { count: selected.length }) : t('compare.rule')}
        </Typography.Text>
      </Flex>
      {action.error ? <Alert type="error" showIcon title={action.error.message} style={{ marginBlockEnd: 12 }} data-testid="history-delete-error" /> : null}
      <Table<SimulationSummary>
        rowKey="id"
        dataSource={[...rows]}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          hideSelectAll: true,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (row) => ({ 'aria-label': t('compare.select', { name: row.name }), 'data-testid': 'history-select' }) as object,
        }}
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
