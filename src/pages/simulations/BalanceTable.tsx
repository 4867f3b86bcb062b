import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BalanceYear } from './balance-years';

/** The balance at each year's end, nominal and in today's money: the chart's figures as a table. */
export function BalanceTable({ years, money }: { years: readonly BalanceYear[]; money: (value: number) => string }) {
  const { t } = useTranslation('simulations');
  return (
    <Table<BalanceYear>
      size="small"
      rowKey="year"
      dataSource={[...years]}
      pagination={false}
      scroll={{ y: 320 }}
      caption={t('results.tableCaption')}
      data-testid="balance-table"
      columns={[
        { key: 'year', title: t('results.year'), dataIndex: 'year', width: 70 },
        { key: 'age', title: t('results.age'), dataIndex: 'age', width: 70 },
        { key: 'nominal', title: t('results.nominal'), dataIndex: 'nominal', render: (value: number) => <bdi>{money(value)}</bdi> },
        { key: 'real', title: t('results.real'), dataIndex: 'real', render: (value: number) => <bdi>{money(value)}</bdi> },
      ]}
    />
  );
}
