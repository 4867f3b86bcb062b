import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

/** One line of a simulations chart: its key in each point, its name in the legend and the tooltip, and its look. */
export interface ChartLine {
  key: string;
  name: string;
  color: string;
  /** Told apart by the dash as well as the colour. */
  dash?: string;
}

interface SimulationLineChartProps {
  /** The points, one per year: `x` on the time axis and a value under each line's key (absent where a line ends). */
  points: readonly ({ x: number } & Record<string, number | undefined>)[];
  lines: readonly ChartLine[];
  /** The time axis' name (age, year). */
  xLabel: string;
  /** The picture's summary, its accessible name; the table beside it holds every figure. */
  label: string;
  money: (value: number) => string;
  testId: string;
}

/**
 * The simulations' line chart (recharts): values over the years on one axis, the time axis reading in the language's
 * direction (the first year on the right in Hebrew, the value axis on the right too), with a tooltip in money and a
 * legend. recharts mirrors nothing by itself, so the axes are reversed and moved here.
 */
export function SimulationLineChart({ points, lines, xLabel, label, money, testId }: SimulationLineChartProps) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const isRtl = i18n.dir() === 'rtl';
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const tick = { fontSize: 11, fill: token.colorTextSecondary };
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <div role="img" aria-label={label} style={{ direction: 'ltr' }}>
        <LineChart responsive data={[...points]} style={{ width: '100%', height: 260 }} margin={{ top: 10, right: 12, bottom: 18, left: 12 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
          <XAxis dataKey="x" type="number" domain={['dataMin', 'dataMax']} reversed={isRtl} tick={tick} tickCount={6} allowDecimals={false} label={{ value: xLabel, position: 'insideBottom', offset: -12, ...tick }} stroke={token.colorBorder} />
          <YAxis orientation={isRtl ? 'right' : 'left'} tickFormatter={(value: number) => compact.format(value)} tick={tick} width={56} stroke={token.colorBorder} />
          <Tooltip
            formatter={(value) => money(Number(value))}
            labelFormatter={(x) => `${xLabel} ${String(x)}`}
            contentStyle={{ background: token.colorBgElevated, border: `1px solid ${token.colorBorderSecondary}`, direction: isRtl ? 'rtl' : 'ltr', textAlign: 'start' }}
          />
          {lines.map((line) => (
            <Line key={line.key} dataKey={line.key} name={line.name} type="monotone" stroke={line.color} strokeWidth={2.5} strokeDasharray={line.dash} dot={false} isAnimationActive={false} connectNulls={false} className={`simulation-line simulation-line-${line.key}`} />
          ))}
        </LineChart>
      </div>
      <Flex component="figcaption" gap={16} justify="center" wrap aria-hidden="true" data-testid={`${testId}-legend`}>
        {lines.map((line) => (
          <Flex key={line.key} gap={6} align="center">
            <svg width={24} height={8} aria-hidden="true">
              <line x1={0} x2={24} y1={4} y2={4} stroke={line.color} strokeWidth={3} strokeDasharray={line.dash} />
            </svg>
            <Typography.Text type="secondary">{line.name}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </figure>
  );
}
