import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../app/chrome/Amount';
import { barExtent } from '../clients-by-status/bar-geometry';
import type { StageTotal } from './pipeline-totals';

const BAR_HEIGHT = 8;

/** Each stage's value as a bar beside its name, amount and number of deals. */
export function StageBars({ stages }: { stages: readonly StageTotal[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const isRtl = i18n.dir() === 'rtl';
  const max = Math.max(0, ...stages.map((stage) => stage.value));
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('widgetText.pipelineValue.byStage')} data-testid="stage-bars">
      {stages.map((row) => {
        const { x, width } = barExtent(row.value, max, isRtl);
        const stage = t(`widgetText.pipelineValue.stages.${row.stage}`);
        return (
          <li key={row.stage} style={{ paddingBlock: 3 }} data-stage={row.stage}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>
                {stage} <span style={{ color: token.colorTextSecondary }}>({t('widgetText.pipelineValue.deals', { count: row.count })})</span>
              </span>
              <Amount value={row.value} />
            </div>
            <svg width="100%" height={BAR_HEIGHT} aria-hidden="true" style={{ display: 'block' }}>
              <rect x="0" width="100%" height={BAR_HEIGHT} rx={3} fill={token.colorFillSecondary} />
              <rect x={`${x}%`} width={`${width}%`} height={BAR_HEIGHT} rx={3} fill={token.colorPrimary}>
                <title>{stage}</title>
              </rect>
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
