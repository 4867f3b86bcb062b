import { Button, Flex, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import type { ResolvedFlag } from '../../../../engine/features/resolve-features';
import { choiceOf, type FeatureChoice, type FeatureChoices } from './feature-choices';
import { FlagDependencies } from './FlagDependencies';
import { FlagReason } from './FlagReason';

interface FeatureTableProps {
  /** The flags as the draft's choices resolve them. */
  flags: Readonly<Record<string, ResolvedFlag>>;
  choices: FeatureChoices;
  onChoose(id: string, choice: FeatureChoice): void;
  /** Asked before a flag goes off, to say what disappears. */
  onAskTurnOff(id: string): void;
}

/** Every flag of the office: what it is, whether it is on and why, what it needs, and a switch. */
export function FeatureTable({ flags, choices, onChoose, onAskTurnOff }: FeatureTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Table<ResolvedFlag>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={Object.values(flags)}
      scroll={{ x: 760 }}
      columns={[
        {
          title: t('features.feature'),
          key: 'feature',
          render: (_, flag) => (
            <Flex vertical gap={2}>
              <Typography.Text strong>{pickText(flag.name, i18n.language)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {pickText(flag.description, i18n.language)}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: t('features.state'),
          key: 'state',
          width: 110,
          render: (_, flag) => (
            <Switch
              checked={flag.enabled}
              // A flag held off by a dependency cannot come on until the dependency does.
              disabled={!flag.enabled && flag.reason === 'dependency'}
              checkedChildren={t('features.on')}
              unCheckedChildren={t('features.off')}
              aria-label={pickText(flag.name, i18n.language)}
              data-testid={`flag-switch-${flag.id}`}
              onChange={(isOn) => (isOn ? onChoose(flag.id, 'on') : onAskTurnOff(flag.id))}
            />
          ),
        },
        { title: t('features.reason'), key: 'reason', width: 170, render: (_, flag) => <FlagReason flag={flag} flags={flags} /> },
        { title: t('features.dependencies'), key: 'dependencies', width: 190, render: (_, flag) => <FlagDependencies flag={flag} flags={flags} /> },
        {
          title: '',
          key: 'default',
          width: 150,
          render: (_, flag) =>
            choiceOf(choices, flag.id) === 'default' ? null : (
              <Button type="link" size="small" onClick={() => onChoose(flag.id, 'default')} data-testid={`flag-default-${flag.id}`}>
                {t('features.useDefault')}
              </Button>
            ),
        },
      ]}
    />
  );
}
