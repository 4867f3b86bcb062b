import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BalanceYear } from './balance-years';
import { CHART, ChartGrid, PLOT, plotPlace } from './chart-frame';
import { linePoints, niceCeiling } from './line-geometry';

const { width: WIDTH, height: HEIGHT, top: TOP, font: FONT } = CHART;

/**
 * The balance over the years as two lines, nominal and in today's money, the years reading in the language's
 * direction (the first on the right in Hebrew). The picture is one image with its summary as its name; the table
 * beside it (BalanceTable) holds every figure for screen readers and keyboards.
 */
export function BalanceChart({ years, fromAge, money }: { years: readonly BalanceYear[]; fromAge: number; money: (value: number) => string }) {
  const { t, i18n } = useTranslation('simulations');
  const { token } = theme.useToken();
  const isRtl = i18n.dir() === 'rtl';
  const top = niceCeiling(Math.max(0, ...years.map((year) => year.nominal)));
  // The plot sits beside its value axis: the axis on the reading side's start.
  const { plotX } = plotPlace(isRtl);
  const path = (values: number[]) =>
    linePoints(values, top, PLOT, isRtl)
      .map((point, index) => `${index === 0 ? 'M' : 'L'}${(plotX + point.x).toFixed(1)},${(TOP + point.y).toFixed(1)}`)
      .join(' ');
  const first = years[0];
  const last = years.at(-1);
  if (!first || !last) return null;
  const label = t('results.chartLabel', { from: fromAge, to: last.age, nominal: money(last.nominal), real: money(last.real) });
  const ages = [first, years[Math.floor((years.length - 1) / 2)]!, last];
  const lines = [
    { key: 'nominal', color: token.colorPrimary, values: years.map((year) => year.nominal), dash: undefined },
    { key: 'real', color: token.colorWarning, values: years.map((year) => year.real), dash: '6 4' },
  ] as const;
  return (
    <figure style={{ margin: 0 }} data-testid="balance-chart">
      {/* Laid out in physical terms (left, right), whatever the page's direction: the positions above already read right to left in Hebrew. */}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label} direction="ltr" style={{ display: 'block', maxHeight: 300, direction: 'ltr' }}>
        <ChartGrid top={top} isRtl={isRtl} />
        {lines.map((line) => (
          <path key={line.key} d={path([...line.values])} fill="none" stroke={line.color} strokeWidth={2.5} strokeDasharray={line.dash} data-line={line.key} />
        ))}
        {ages.map((year, index) => {
          const point = linePoints(years.map((entry) => entry.nominal), top, PLOT, isRtl)[years.indexOf(year)]!;
          const anchor = index === 1 ? 'middle' : (index === 0) === isRtl ? 'end' : 'start';
          return (
            <text key={`${year.year}-${index}`} x={plotX + point.x} y={TOP + PLOT.height + 16} textAnchor={anchor} fontSize={FONT} fill={token.colorTextSecondary}>
              {year.age}
            </text>
          );
        })}
        <text x={plotX + PLOT.width / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={FONT} fill={token.colorTextSecondary}>
          {t('results.age')}
        </text>
      </svg>
      <Flex component="figcaption" gap={16} justify="center" wrap aria-hidden="true">
        {lines.map((line) => (
          <Flex key={line.key} gap={6} align="center">
            <svg width={24} height={8} aria-hidden="true">
              <line x1={0} x2={24} y1={4} y2={4} stroke={line.color} strokeWidth={3} strokeDasharray={line.dash} />
            </svg>
            <Typography.Text type="secondary">{t(`results.${line.key}`)}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </figure>
  );
}
