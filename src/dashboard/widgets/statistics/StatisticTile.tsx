import { Flex, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickText } from '../../../../engine/i18n/languages';
import { AntIcon } from '../../../../engine/react/AntIcon';
import { useOffice } from '../../../app/office/office-context';
import { useOfficePath } from '../../../app/office/use-office-path';
import { useLabel } from '../../../app/office/use-term';
import { formatStatistic } from './format-statistic';
import type { ComputedTile } from './statistics-types';
import { TrendChip } from './TrendChip';

const LABEL_STYLE = { fontSize: 13, lineHeight: 1.3, display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', overflowWrap: 'anywhere' } as const;

/** One statistic: icon, label, value and trend; a dash with the server's reason when there is no value. */
export function StatisticTile({ tile }: { tile: ComputedTile }) {
  const { t, i18n } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const officePath = useOfficePath();
  const { office } = useOffice();
  const label = useLabel()({ label: tile.label, ...(tile.labelKey ? { labelKey: tile.labelKey } : {}) });
  const accent = tile.color ?? token.colorPrimary;
  const value =
    tile.value === null ? (
      <Tooltip title={tile.unavailable ? pickText(tile.unavailable.messages, i18n.language) : t('statistics.unavailable')}>
        <span aria-label={t('statistics.unavailable')} data-testid="statistic-unavailable">
          —
        </span>
      </Tooltip>
    ) : (
      // One unit: the number and its ₪ never part over two lines.
      <bdi data-testid="statistic-value" style={{ whiteSpace: 'nowrap' }}>
        {formatStatistic(tile.value, tile.format, i18n.language, tile.currency ?? office?.localization.currency)}
      </bdi>
    );
  const body = (
    <Flex gap={10} align="center" style={{ padding: '6px 10px', borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}`, borderInlineStart: `4px solid ${accent}`, background: token.colorBgContainer, height: '100%' }}>
      {tile.icon && (
        <span aria-hidden="true" style={{ color: accent, fontSize: 20, lineHeight: 1 }}>
          <AntIcon name={tile.icon} />
        </span>
      )}
      <Flex vertical gap={0} style={{ minWidth: 0 }}>
        {/* Up to two lines, then cut; the whole label on hover, and in the text screen readers read. */}
        <Typography.Text type="secondary" title={label} data-testid="statistic-label" style={LABEL_STYLE}>
          {label}
        </Typography.Text>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong style={{ fontSize: 22, lineHeight: 1.25, color: token.colorText }}>
            {value}
          </Typography.Text>
          {tile.isTrendShown && tile.trend !== null && tile.value !== null && <TrendChip trend={tile.trend} />}
        </Flex>
      </Flex>
    </Flex>
  );
  return (
    // As wide as its value at least (the tiles wrap to another row rather than squeeze it).
    <li data-testid={`statistic-${tile.id}`} style={{ listStyle: 'none', flex: '1 1 140px', minWidth: 'min-content', maxWidth: 300 }}>
      {tile.path ? (
        <Link to={officePath(tile.path)} style={{ display: 'block', height: '100%', color: 'inherit' }}>
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}
