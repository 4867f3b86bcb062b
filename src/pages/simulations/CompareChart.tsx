import { Flex, Table, Tabs, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BalanceYear } from './balance-years';
import { CHART, ChartGrid, PLOT, plotPlace } from './chart-frame';
import { linePoints, niceCeiling } from './line-geometry';

/** One compared simulation's balance, year by year. */
export interface CompareSeries {
  id: string;
  name: string;
  years: readonly BalanceYear[];
}

const { width: WIDTH, height: HEIGHT, top: TOP, font: FONT } = CHART;
// Told apart by their dashes as well as their colours.
const DASHES = [undefined, '6 4', '2 3'] as const;

/**
 * The nominal balance of each compared simulation over the years from now, one line each on one axis (the first year
 * on the right in Hebrew), with its legend; the table beside it holds every figure for screen readers and keyboards.
 */
export function CompareChart({ series, money }: { series: readonly CompareSeries[]; money: (value: number) => string }) {
  const { t, i18n } = useTranslation('simulations');
  const { token } = theme.useToken();
  const isRtl = i18n.dir() === 'rtl';
  const colors = [token.colorPrimary, token.colorWarning, token.colorSuccess];
  const slots = Math.max(0, ...series.map((line) => line.years.length));
  if (slots === 0) return null;
  const top = niceCeiling(Math.max(0, ...series.flatMap((line) => line.years.map((year) => year.nominal))));
  // The plot sits beside its value axis: the axis on the reading side's start.
  const { plotX } = plotPlace(isRtl);
  const across = linePoints(Array.from({ length: slots }, () => 0), top, PLOT, isRtl);
  const label = t('compare.chartLabel', { lines: series.map((line) => `${line.name}: ${money(line.years.at(-1)?.nominal ?? 0)}`).join('; ') });
  const marks = [0, Math.floor((slots - 1) / 2), slots - 1];
  const rows = Array.from({ length: slots }, (_, index) => ({ year: index + 1, values: series.map((line) => line.years[index]?.nominal) }));

  const chart = (
    <figure style={{ margin: 0 }} data-testid="compare-chart">
      {/* Physical positions (left, right) whatever the page's direction: the points already read right to left in Hebrew. */}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label} direction="ltr" style={{ display: 'block', maxHeight: 300, direction: 'ltr' }}>
        <ChartGrid top={top} isRtl={isRtl} />
        {series.map((line, index) => (
          <path
            key={line.id}
            d={linePoints(line.years.map((year) => year.nominal), top, PLOT, isRtl, slots)
              .map((point, at) => `${at === 0 ? 'M' : 'L'}${(plotX + point.x).toFixed(1)},${(TOP + point.y).toFixed(1)}`)
              .join(' ')}
            fill="none"
            stroke={colors[index % colors.length]}
            strokeWidth={2.5}
            strokeDasharray={DASHES[index % DASHES.length]}
            data-line={line.id}
          />
        ))}
        {[...new Set(marks)].map((slot, index) => (
          <text key={slot} x={plotX + across[slot]!.x} y={TOP + PLOT.height + 16} textAnchor={index === 1 ? 'middle' : (index === 0) === isRtl ? 'end' : 'start'} fontSize={FONT} fill={token.colorTextSecondary}>
            {slot + 1}
          </text>
        ))}
        <text x={plotX + PLOT.width / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={FONT} fill={token.colorTextSecondary}>
          {t('results.year')}
        </text>
      </svg>
      <Flex component="figcaption" gap={16} justify="center" wrap aria-hidden="true" data-testid="compare-legend">
        {series.map((line, index) => (
          <Flex key={line.id} gap={6} align="center">
            <svg width={24} height={8} aria-hidden="true">
              <line x1={0} x2={24} y1={4} y2={4} stroke={colors[index % colors.length]} strokeWidth={3} strokeDasharray={DASHES[index % DASHES.length]} />
            </svg>
            <Typography.Text type="secondary">{line.name}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </figure>
  );
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
