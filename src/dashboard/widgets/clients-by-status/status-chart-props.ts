import type { StatusSegment } from './status-segments';

/** What a chart of the clients-by-status widget draws: the segments, and one sentence saying them all for screen readers. */
export interface StatusChartProps {
  segments: readonly StatusSegment[];
  summary: string;
}
