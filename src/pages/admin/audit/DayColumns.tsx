import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { columnLayout, labelStep } from '../../../dashboard/widgets/new-clients-chart/column-geometry';
import type { DayCount } from './statistics-range';

const WIDTH = 320;
const PLOT = 100;
const TOP = 14;
const HEIGHT = TOP + PLOT + 18;
const SIDE = 16;
// Read by screen readers, not shown: the chart's numbers as a table.
const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

/**
 * Events per day as an SVG column chart (the dashboard's column geometry: time reads in the language's direction),
 * failures drawn over each day's column, and the same numbers as a hidden table.
 */
export function DayColumns({ days, caption }: { days: readonly DayCount[]; caption: string }) {
  const { t, i18n } = useTranslation('admin');
  const { token } = theme.useToken();
  const columns = columnLayout(
    days.map((day) => day.count),
    { width: WIDTH, height: PLOT },
    i18n.dir() === 'rtl',
  );
  const step = labelStep(days.length, 8);
  const count = new Intl.NumberFormat(i18n.language);
  const dayLabel = (date: string) => new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const max = Math.max(0, ...days.map((day) => day.count));
  return (
    <div style={{ position: 'relative' }}>
      <svg viewBox={`${-SIDE} 0 ${WIDTH + 2 * SIDE} ${HEIGHT}`} width="100%" aria-hidden="true" data-testid="audit-day-columns" style={{ display: 'block', maxHeight: 240 }}>
        <line x1={0} x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} stroke={token.colorBorder} />
        {columns.map((column) => {
          const day = days[column.index]!;
          const failureHeight = max > 0 ? (day.failures / max) * PLOT : 0;
          const isLabelled = column.index % step === (days.length - 1) % step;
          return (
            <g key={day.date} data-day={day.date}>
              <rect x={column.x} y={TOP + column.y} width={column.width} height={column.height} rx={1} fill={token.colorPrimary}>
                <title>{`${dayLabel(day.date)}: ${count.format(day.count)}`}</title>
              </rect>
              {failureHeight > 0 && <rect x={column.x} y={TOP + PLOT - failureHeight} width={column.width} height={failureHeight} fill={token.colorError} />}
              {isLabelled && (
                <text x={column.center} y={HEIGHT - 4} textAnchor="middle" fontSize={8} fill={token.colorTextSecondary}>
                  {dayLabel(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table style={VISUALLY_HIDDEN}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.statistics.day')}</th>
            <th scope="col">{t('audit.statistics.count')}</th>
            <th scope="col">{t('audit.statistics.failures')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel(day.date)}</th>
              <td>{count.format(day.count)}</td>
              <td>{count.format(day.failures)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
