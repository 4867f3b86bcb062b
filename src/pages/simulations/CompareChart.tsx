import { Table, Tabs, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BalanceYear } from './balance-years';
import { SimulationLineChart } from './SimulationLineChart';

/** One compared simulation's balance, year by year. */
export interface CompareSeries {
  id: string;
  name: string;
  years: readonly BalanceYear[];
}

// Told apart by their dashes as well as their colours.
const DASHES = [undefined, '6 4', '2 3'] as const;

/**
 * The nominal balance of each compared simulation over the years from now, one line each on one axis (the first year
 * on the right in Hebrew), with its legend; the table beside it holds every figure for screen readers and keyboards.
 */
export function CompareChart({ series, money }: { series: readonly CompareSeries[]; money: (value: number) => string }) {
  const { t } = useTranslation('simulations');
  const { token } = theme.useToken();
  const colors = [token.colorPrimary, token.colorWarning, token.colorSuccess];
  const slots = Math.max(0, ...series.map((line) => line.years.length));
  if (slots === 0) return null;
  const label = t('compare.chartLabel', { lines: series.map((line) => `${line.name}: ${money(line.years.at(-1)?.nominal ?? 0)}`).join('; ') });
  const rows = Array.from({ length: slots }, (_, index) => ({ year: index + 1, values: series.map((line) => line.years[index]?.nominal) }));
  const lines = series.map((line, index) => ({ key: `s${index}`, name: line.name, color: colors[index % colors.length]!, ...(DASHES[index % DASHES.length] ? { dash: DASHES[index % DASHES.length]! } : {}) }));
  const points = rows.map((row) => ({ x: row.year, ...Object.fromEntries(row.values.map((value, index) => [`s${index}`, value])) }));
  const chart = <SimulationLineChart points={points} lines={lines} xLabel={t('results.year')} label={label} money={money} testId="compare-chart" />;
  const table = (
    <Table
      size="small"
      rowKey="year"
      dataSource={rows}
      pagination={false}
      scroll={{ y: 320 }}
      caption={t('compare.tableCaption')}
      data-testid="compare-balance-table"
      columns={[
        { key: 'year', title: t('results.year'), dataIndex: 'year', width: 70 },
        ...series.map((line, index) => ({ key: line.id, title: line.name, render: (_: unknown, row: (typeof rows)[number]) => (row.values[index] === undefined ? '—' : <bdi>{money(row.values[index])}</bdi>) })),
      ]}
    />
  );
  return (
    <Tabs
      aria-label={t('results.views')}
      items={[
        { key: 'chart', label: t('results.chart'), children: chart },
        { key: 'table', label: t('results.table'), children: table },
      ]}
    />
  );
}
