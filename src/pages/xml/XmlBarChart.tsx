import { Flex, Table, Tabs, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/** One series of bars: its key in each row, its name in the legend, the tooltip and the table, and its colour. */
export interface BarSeries {
  key: string;
  name: string;
  color: string;
}

/** One category (a product, a status, a day) with a value under each series' key. */
export type BarRow = { label: string } & Record<string, number | string | null>;

interface XmlBarChartProps {
  rows: readonly BarRow[];
  series: readonly BarSeries[];
  /** The category column's heading in the table. */
  category: string;
  /** The picture's summary, its accessible name; the table tab holds every figure. */
  label: string;
  format: (value: number) => string;
  testId: string;
  height?: number;
}

/**
 * The XML screens' bar chart (recharts) with its table beside it in a tab: categories read in the language's direction
 * (the first on the right in Hebrew, the value axis on the right too). recharts mirrors nothing by itself, so the axes
 * are reversed and moved here, as the simulations' line chart does.
 */
export function XmlBarChart({ rows, series, category, label, format, testId, height = 240 }: XmlBarChartProps) {
  const { t, i18n } = useTranslation('xml');
  const { token } = theme.useToken();
  const isRtl = i18n.dir() === 'rtl';
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const tick = { fontSize: 11, fill: token.colorTextSecondary };
  const value = (raw: unknown) => (typeof raw === 'number' ? <bdi>{format(raw)}</bdi> : '—');
  const chart = (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <div role="img" aria-label={label} style={{ direction: 'ltr' }}>
        <BarChart responsive data={[...rows]} style={{ width: '100%', height }} margin={{ top: 10, right: 12, bottom: 8, left: 12 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
          <XAxis dataKey="label" reversed={isRtl} tick={tick} interval={rows.length > 12 ? 'preserveStartEnd' : 0} stroke={token.colorBorder} />
          <YAxis orientation={isRtl ? 'right' : 'left'} tickFormatter={(tickValue: number) => compact.format(tickValue)} tick={tick} width={56} stroke={token.colorBorder} />
          <Tooltip formatter={(raw) => format(Number(raw))} contentStyle={{ background: token.colorBgElevated, border: `1px solid ${token.colorBorderSecondary}`, direction: isRtl ? 'rtl' : 'ltr', textAlign: 'start' }} cursor={{ fill: token.colorFillTertiary }} />
          {series.map((bar) => (
            <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.color} isAnimationActive={false} maxBarSize={48} />
          ))}
        </BarChart>
      </div>
      {series.length > 1 ? (
        <Flex component="figcaption" gap={16} justify="center" wrap aria-hidden="true">
          {series.map((bar) => (
            <Flex key={bar.key} gap={6} align="center">
              <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: bar.color }} />
              <Typography.Text type="secondary">{bar.name}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      ) : null}
    </figure>
  );
  const table = (
    <Table<BarRow>
      size="small"
      rowKey="label"
      dataSource={[...rows]}
      pagination={false}
      scroll={{ y: height + 40 }}
      data-testid={`${testId}-table`}
      columns={[{ key: 'label', title: category, dataIndex: 'label', rowScope: 'row' }, ...series.map((bar) => ({ key: bar.key, title: bar.name, render: (_: unknown, row: BarRow) => value(row[bar.key]) }))]}
    />
  );
  return (
    <Tabs
      size="small"
      aria-label={t('charts.views')}
      items={[
        { key: 'chart', label: t('charts.chart'), children: chart },
        { key: 'table', label: <span data-testid={`${testId}-table-tab`}>{t('charts.table')}</span>, children: table },
      ]}
    />
  );
}
