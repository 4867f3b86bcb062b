import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import type { FlagReason as Reason, ResolvedFlag } from '../../../../engine/features/resolve-features';

const REASON_COLORS: Record<Reason, string> = { default: 'default', office_type: 'blue', tenant_override: 'purple', dependency: 'orange' };

/** Why a flag is on or off (default, office type, the office's own choice, a dependency that is off). */
export function FlagReason({ flag, flags }: { flag: ResolvedFlag; flags: Readonly<Record<string, ResolvedFlag>> }) {
  const { t, i18n } = useTranslation('admin');
  const blockers = (flag.blockedBy ?? []).map((id) => (flags[id] ? pickText(flags[id].name, i18n.language) : id));
  return (
    <Flex vertical gap={2} align="start">
      <Tag color={REASON_COLORS[flag.reason]} data-testid={`reason-${flag.id}`}>
        {t(`features.reasons.${flag.reason}`)}
      </Tag>
      {blockers.length ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('features.blockedBy', { names: blockers.join(', ') })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
