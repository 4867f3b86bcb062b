import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StatusSegment } from './status-segments';

/** The chart's legend: each status's colour, name (a link to its list), count and share. */
export function StatusLegend({ segments }: { segments: readonly StatusSegment[] }) {
  const { i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, minWidth: 0 }} data-testid="status-legend">
      {segments.map((segment) => (
        <li key={segment.status} style={{ display: 'flex', alignItems: 'center', gap: 8, paddingBlock: 2 }}>
          <span aria-hidden="true" style={{ inlineSize: 10, blockSize: 10, borderRadius: 2, background: segment.color, flex: 'none' }} />
          <Link to={segment.href}>{segment.label}</Link>
          <bdi style={{ fontWeight: 600 }}>{count.format(segment.count)}</bdi>
          <bdi style={{ opacity: 0.75 }}>({percent.format(segment.fraction)})</bdi>
        </li>
      ))}
    </ul>
  );
}
