import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { barExtent } from '../../../dashboard/widgets/clients-by-status/bar-geometry';

/** A row of the bars: its label and count. */
export interface CountBar {
  key: string;
  label: ReactNode;
  /** The label as plain text, for the bar's tooltip. */
  text: string;
  count: number;
}

/** Counts as horizontal bars growing from the start side (the dashboard's bar geometry), a list that screen readers read. */
export function CountBars({ bars, label, testId }: { bars: readonly CountBar[]; label: string; testId: string }) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const isRtl = i18n.dir() === 'rtl';
  const max = Math.max(0, ...bars.map((bar) => bar.count));
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid={testId}>
      {bars.map((bar) => {
        const { x, width } = barExtent(bar.count, max, isRtl);
        return (
          <li key={bar.key} style={{ paddingBlock: 4 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>{bar.label}</span>
              <bdi style={{ fontWeight: 600 }}>{count.format(bar.count)}</bdi>
            </div>
            <svg width="100%" height={10} aria-hidden="true" style={{ display: 'block' }}>
              <rect x="0" width="100%" height={10} rx={3} fill={token.colorFillSecondary} />
              <rect x={`${x}%`} width={`${width}%`} height={10} rx={3} fill={token.colorPrimary}>
                <title>{`${bar.text}: ${bar.count}`}</title>
              </rect>
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
