import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { columnLayout, labelStep } from './column-geometry';
import { monthLabel } from './month-label';

/** A month of the chart: YYYY-MM (UTC) and how many joined in it. */
export interface MonthCount {
  month: string;
  count: number;
}

const WIDTH = 320;
const PLOT = 100;
const TOP = 14;
const HEIGHT = TOP + PLOT + 18;
// Room beside the first and last columns for labels wider than their slot.
const SIDE = 16;
// Read by screen readers, not shown: the chart's numbers as a table.
const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

/**
 * Months as an SVG column chart, time reading in the language's direction (the oldest month on the right in
 * Hebrew), each column labelled with its value where there is room, and the same numbers as a hidden table.
 */
export function MonthColumns({ months, caption }: { months: readonly MonthCount[]; caption: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const columns = columnLayout(months.map((month) => month.count), { width: WIDTH, height: PLOT }, i18n.dir() === 'rtl');
  const axis = months.length > 12 ? 'axis-with-year' : 'axis';
  const step = labelStep(months.length, months.length > 12 ? 6 : 12);
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div style={{ position: 'relative' }}>
      <svg viewBox={`${-SIDE} 0 ${WIDTH + 2 * SIDE} ${HEIGHT}`} width="100%" aria-hidden="true" data-testid="month-columns" style={{ display: 'block', maxHeight: 220 }}>
        <line x1={0} x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} stroke={token.colorBorder} />
        {columns.map((column) => {
          const { month } = months[column.index]!;
          const isLabelled = months.length <= 12 || column.index % step === (months.length - 1) % step;
          return (
            <g key={month} data-month={month}>
              <rect x={column.x} y={TOP + column.y} width={column.width} height={column.height} rx={2} fill={token.colorPrimary}>
                <title>{`${monthLabel(month, i18n.language, 'full')}: ${count.format(column.value)}`}</title>
              </rect>
              {isLabelled && (
                <>
                  <text x={column.center} y={TOP + column.y - 3} textAnchor="middle" fontSize={9} fill={token.colorText}>
                    {count.format(column.value)}
                  </text>
                  <text x={column.center} y={HEIGHT - 4} textAnchor="middle" fontSize={9} fill={token.colorTextSecondary}>
                    {monthLabel(month, i18n.language, axis)}
                  </text>
                </>
              )}
            </g>
          );
        })}
      </svg>
      <table style={VISUALLY_HIDDEN}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('widgetText.newClientsChart.month')}</th>
            <th scope="col">{t('widgetText.newClientsChart.count')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month, i18n.language, 'full')}</th>
              <td>{count.format(month.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
