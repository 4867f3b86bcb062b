import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** The simulations' charts' frame: the picture's size, its plot's place and the axis text's size. */
export const CHART = { width: 560, height: 236, axis: 62, top: 10, font: 11 } as const;
export const PLOT = { width: CHART.width - 70, height: CHART.height - 56 } as const;

/** Where the plot and the value axis stand: the axis on the right in a right-to-left language. */
export function plotPlace(isRtl: boolean): { plotX: number; axisX: number } {
  const plotX = isRtl ? 8 : CHART.axis;
  return { plotX, axisX: isRtl ? plotX + PLOT.width + 6 : CHART.axis - 6 };
}

/** The horizontal grid and the value axis' labels, from 0 to `top` in quarters, in the language's short numbers. */
export function ChartGrid({ top, isRtl }: { top: number; isRtl: boolean }) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const { plotX, axisX } = plotPlace(isRtl);
  return [0, 0.25, 0.5, 0.75, 1].map((tick) => {
    const y = CHART.top + PLOT.height - tick * PLOT.height;
    return (
      <g key={tick}>
        <line x1={plotX} x2={plotX + PLOT.width} y1={y} y2={y} stroke={token.colorBorderSecondary} />
        <text x={axisX} y={y + 4} textAnchor={isRtl ? 'start' : 'end'} fontSize={CHART.font} fill={token.colorTextSecondary}>
          {compact.format(tick * top)}
        </text>
      </g>
    );
  });
}
