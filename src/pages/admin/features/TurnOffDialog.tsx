import { Flex, List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, pickText } from '../../../../engine/i18n/languages';
import type { OfficeConfiguration } from '../../../../engine/resolve/resolve-office';
import { resolveLabel } from '../../../../engine/terminology/terminology';
import type { TurnOffConsequences } from './turn-off-consequences';

interface TurnOffDialogProps {
  config: OfficeConfiguration;
  /** The flag about to go off and what it takes away; nothing when no flag is. */
  pending?: { name: string; consequences: TurnOffConsequences };
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a flag goes off, saying which flags, menu entries and screens go with it. */
export function TurnOffDialog({ config, pending, onConfirm, onCancel }: TurnOffDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  const consequences = pending?.consequences;
  const isHarmless = consequences ? !consequences.flags.length && !consequences.menuItems.length && !consequences.quickActions.length && !consequences.routes.length : true;
  const section = (title: string, items: string[], testId: string, isPath = false) =>
    items.length ? (
      <List
        size="small"
        header={<Typography.Text strong>{title}</Typography.Text>}
        dataSource={items}
        data-testid={testId}
        renderItem={(item) => <List.Item>{isPath ? <bdi dir="ltr">{item}</bdi> : item}</List.Item>}
      />
    ) : null;
  return (
    <Modal
      open={Boolean(pending)}
      title={pending ? t('features.turnOff.title', { name: pending.name }) : ''}
      okText={t('features.turnOff.confirm')}
      cancelText={t('settings.cancel')}
      okButtonProps={{ danger: true }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {consequences ? (
        <Flex vertical gap={8} data-testid="turn-off-consequences">
          <Typography.Paragraph style={{ margin: 0 }}>{t(isHarmless ? 'features.turnOff.nothing' : 'features.turnOff.intro')}</Typography.Paragraph>
          {section(t('features.turnOff.flags'), consequences.flags.map((flag) => pickText(flag.name, language)), 'turn-off-flags')}
          {section(t('features.turnOff.menuItems'), consequences.menuItems.map((item) => resolveLabel(config, item, language)), 'turn-off-menu-items')}
          {section(t('features.turnOff.quickActions'), consequences.quickActions.map((action) => resolveLabel(config, action, language)), 'turn-off-quick-actions')}
          {section(t('features.turnOff.routes'), consequences.routes, 'turn-off-routes', true)}
        </Flex>
      ) : null}
    </Modal>
  );
}
