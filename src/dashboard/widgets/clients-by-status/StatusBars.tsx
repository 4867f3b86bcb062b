import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { barExtent } from './bar-geometry';
import type { StatusChartProps } from './status-chart-props';

const BAR_HEIGHT = 10;

/** The statuses as horizontal bars growing from the start side, each name a link to its list. */
export function StatusBars({ segments, summary }: StatusChartProps) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const isRtl = i18n.dir() === 'rtl';
  const max = Math.max(0, ...segments.map((segment) => segment.count));
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <ul aria-label={summary} style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="status-bars">
      {segments.map((segment) => {
        const { x, width } = barExtent(segment.count, max, isRtl);
        return (
          <li key={segment.status} style={{ paddingBlock: 4 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <Link to={segment.href}>{segment.label}</Link>
              <bdi style={{ fontWeight: 600 }}>{count.format(segment.count)}</bdi>
            </div>
            <svg width="100%" height={BAR_HEIGHT} aria-hidden="true" style={{ display: 'block' }}>
              <rect x="0" width="100%" height={BAR_HEIGHT} rx={3} fill={token.colorFillSecondary} />
              <rect x={`${x}%`} width={`${width}%`} height={BAR_HEIGHT} rx={3} fill={segment.color} data-status={segment.status}>
                <title>{`${segment.label}: ${segment.count}`}</title>
              </rect>
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
