import { CaretDownFilled, CaretUpFilled, MinusOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTrend } from './format-statistic';

/**
 * A tile's change against the previous period of the same length: ▲ in the success colour, ▼ in the error colour,
 * or level. The colour is on the arrow and the outline; the figure stays in the text colour, readable in any theme.
 */
export function TrendChip({ trend }: { trend: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const percent = formatTrend(trend, i18n.language);
  const [Arrow, color, words] =
    trend > 0 ? [CaretUpFilled, token.colorSuccess, t('statistics.trendUp', { percent })] : trend < 0 ? [CaretDownFilled, token.colorError, t('statistics.trendDown', { percent })] : [MinusOutlined, token.colorTextTertiary, t('statistics.trendFlat')];
  return (
    <Tooltip title={t('statistics.vsPrevious')}>
      <span
        data-testid="trend-chip"
        data-trend={trend > 0 ? 'up' : trend < 0 ? 'down' : 'flat'}
        role="img"
        aria-label={`${words} ${t('statistics.vsPrevious')}`}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 2, paddingInline: 6, border: `1px solid ${color}`, borderRadius: 10, fontSize: 12, lineHeight: '18px', color: token.colorText, whiteSpace: 'nowrap' }}
      >
        <Arrow style={{ color, fontSize: 10 }} />
        <bdi>{percent}</bdi>
      </span>
    </Tooltip>
  );
}
