import { Space, Table, Tag, Typography } from 'antd';
import { pickText } from '../../engine/i18n/languages';
import { useTranslation } from 'react-i18next';
import type { FlagReason, ResolvedFlag } from '../../engine/features/resolve-features';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';

const REASON_COLORS: Record<FlagReason, string> = { default: 'default', office_type: 'blue', tenant_override: 'purple', dependency: 'orange' };

/** Every feature flag with its resolved state and the reason for it (spec 3 §4). */
export function FeaturesPanel({ config }: { config: OfficeConfiguration }) {
  const { t, i18n } = useTranslation('explorer');
  const rows = Object.values(config.featureFlags.features);
  return (
    <Table<ResolvedFlag>
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={rows}
      columns={[
        {
          title: t('features.feature'),
          dataIndex: 'id',
          render: (id: string, flag) => (
            <Space orientation="vertical" size={0}>
              <strong>{pickText(flag.name, i18n.language)}</strong>
              <Typography.Text type="secondary">{pickText(flag.description, i18n.language)}</Typography.Text>
              <code dir="ltr">{id}</code>
            </Space>
          ),
        },
        { title: t('features.state'), dataIndex: 'enabled', render: (enabled: boolean) => <Tag color={enabled ? 'green' : 'default'}>{enabled ? t('features.on') : t('features.off')}</Tag> },
        { title: t('features.reason'), dataIndex: 'reason', render: (reason: FlagReason) => <Tag color={REASON_COLORS[reason]}>{t(`features.reasons.${reason}`)}</Tag> },
        {
          title: t('features.dependsOn'),
          dataIndex: 'dependencies',
          render: (dependencies: string[]) => dependencies.map((id) => <Tag key={id} dir="ltr">{id}</Tag>),
        },
      ]}
    />
  );
}
