import { Flex, theme } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pieSlices } from './pie-geometry';
import type { StatusChartProps } from './status-chart-props';
import { StatusLegend } from './StatusLegend';

const SHAPE = { cx: 50, cy: 50, radius: 48, innerRadius: 28 };

/** The statuses as a donut, each slice opening its list, with the legend beside it carrying the numbers. */
export function StatusPie({ segments, summary }: StatusChartProps) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const slices = pieSlices(segments.map((segment) => segment.count), SHAPE);
  // Within the application, not a page load.
  const onOpen = (href: string) => (event: MouseEvent) => {
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Flex gap={16} align="center" wrap>
      <svg viewBox="0 0 100 100" width={120} height={120} role="img" aria-label={summary} data-testid="status-pie" style={{ flex: 'none' }}>
        {slices.map((slice) => {
          const segment = segments[slice.index]!;
          return (
            // The legend holds the same links for the keyboard and screen readers; the slice is for the pointer.
            <a key={segment.status} href={segment.href} tabIndex={-1} onClick={onOpen(segment.href)} style={{ cursor: 'pointer' }}>
              <path d={slice.path} fill={segment.color} stroke={token.colorBgContainer} strokeWidth={1} data-status={segment.status}>
                <title>{`${segment.label}: ${segment.count}`}</title>
              </path>
            </a>
          );
        })}
      </svg>
      <StatusLegend segments={segments} />
    </Flex>
  );
}
