import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../chrome/visually-hidden';
import { columnLayout } from './column-geometry';

/** One column: its value, an optional part of it drawn over its foot (failures), and its words. */
export interface ChartColumn {
  key: string;
  value: number;
  part?: number;
  /** The full name, in the tooltip and the table's row header. */
  name: string;
  /** The axis label, where there is room for one. */
  axisLabel?: string;
  /** Whether the value is written above the column. */
  showsValue?: boolean;
}

export interface ColumnChartProps {
  columns: readonly ChartColumn[];
  caption: string;
  /** The table's column headers: the row, the value and, when the columns have parts, the part. */
  headers: readonly string[];
  testId: string;
  maxHeight: number;
  fontSize?: number;
}

const WIDTH = 320;
const PLOT = 100;
const TOP = 14;
const HEIGHT = TOP + PLOT + 18;
// Room beside the first and last columns for labels wider than their slot.
const SIDE = 16;

/**
 * Columns as an SVG chart in the office's colours, time reading in the language's direction (the first column on
 * the right in Hebrew), parts drawn in the error colour over each column's foot, and the same numbers as a table
 * that only screen readers read.
 */
export function ColumnChart({ columns, caption, headers, testId, maxHeight, fontSize = 9 }: ColumnChartProps) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const laidOut = columnLayout(columns.map((column) => column.value), { width: WIDTH, height: PLOT }, i18n.dir() === 'rtl');
  const max = Math.max(0, ...columns.map((column) => column.value));
  const count = new Intl.NumberFormat(i18n.language);
  const hasParts = columns.some((column) => column.part !== undefined);
  return (
    <div style={{ position: 'relative' }}>
      <svg viewBox={`${-SIDE} 0 ${WIDTH + 2 * SIDE} ${HEIGHT}`} width="100%" aria-hidden="true" data-testid={testId} style={{ display: 'block', maxHeight }}>
        <line x1={0} x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} stroke={token.colorBorder} />
        {laidOut.map((place) => {
          const column = columns[place.index]!;
          const partHeight = max > 0 && column.part ? (column.part / max) * PLOT : 0;
          return (
            <g key={column.key} data-column={column.key}>
              <rect x={place.x} y={TOP + place.y} width={place.width} height={place.height} rx={2} fill={token.colorPrimary}>
                <title>{`${column.name}: ${count.format(column.value)}`}</title>
              </rect>
              {partHeight > 0 && <rect x={place.x} y={TOP + PLOT - partHeight} width={place.width} height={partHeight} fill={token.colorError} />}
              {column.showsValue && (
                <text x={place.center} y={TOP + place.y - 3} textAnchor="middle" fontSize={fontSize} fill={token.colorText}>
                  {count.format(column.value)}
                </text>
              )}
              {column.axisLabel && (
                <text x={place.center} y={HEIGHT - 4} textAnchor="middle" fontSize={fontSize} fill={token.colorTextSecondary}>
                  {column.axisLabel}
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
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.key}>
              <th scope="row">{column.name}</th>
              <td>{count.format(column.value)}</td>
              {hasParts && <td>{count.format(column.part ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
