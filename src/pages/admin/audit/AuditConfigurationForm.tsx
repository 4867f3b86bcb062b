import { Button, Checkbox, Flex, Form, InputNumber, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditEventName } from '../../../app/audit/AuditEventName';
import type { AuditConfiguration } from './audit-api-types';
import type { AuditState } from './use-audit';

interface ConfigurationValues {
  retentionDays: number;
  keptOptional: string[];
}

function ConfigurationFields({ configuration, isSaving, onSave }: { configuration: AuditConfiguration; isSaving: boolean; onSave: (values: ConfigurationValues) => void }) {
  const { t } = useTranslation('admin');
  const { minimum, maximum } = configuration.retentionBounds;
  const initial: ConfigurationValues = { retentionDays: configuration.retentionDays, keptOptional: configuration.optionalEventTypes.filter((type) => !configuration.excludedEventTypes.includes(type)) };
  return (
    <Form<ConfigurationValues> layout="vertical" initialValues={initial} onFinish={onSave} style={{ maxWidth: 640 }} data-testid="audit-configuration">
      <Form.Item
        name="retentionDays"
        label={t('audit.configuration.retentionDays')}
        extra={t('audit.configuration.retentionHelp', { min: minimum, max: maximum })}
        rules={[{ required: true, type: 'integer', min: minimum, max: maximum, message: t('audit.configuration.retentionHelp', { min: minimum, max: maximum }) }]}
      >
        <InputNumber min={minimum} max={maximum} precision={0} data-testid="audit-retention" />
      </Form.Item>
      <Form.Item name="keptOptional" label={t('audit.configuration.optional')} extra={t('audit.configuration.optionalHelp')}>
        <Checkbox.Group options={configuration.optionalEventTypes.map((type) => ({ value: type, label: <AuditEventName eventType={type} showCode /> }))} />
      </Form.Item>
      <Form.Item label={t('audit.configuration.alwaysKept')}>
        <Flex gap={4} wrap data-testid="audit-always-kept">
          {configuration.alwaysKeptEventTypes.map((type) => (
            <Tag key={type}>
              <AuditEventName eventType={type} showCode />
            </Tag>
          ))}
        </Flex>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSaving} data-testid="audit-configuration-save">
        {t('audit.configuration.save')}
      </Button>
    </Form>
  );
}

/** The log's settings: days to keep entries (within the server's bounds), which record access events are audited, and those always audited. */
export function AuditConfigurationForm({ audit }: { audit: AuditState }) {
  const { t } = useTranslation('admin');
  const { configuration } = audit;
  if (!configuration && audit.failed.configuration) {
    return <Result status="warning" title={t('audit.errors.configuration')} extra={<Button onClick={audit.retry.configuration}>{t('retry', { ns: 'common' })}</Button>} />;
  }
  if (!configuration) return <Skeleton active paragraph={{ rows: 5 }} />;
  return (
    <ConfigurationFields
        key={configuration.updatedAt ?? 'defaults'}
        configuration={configuration}
        isSaving={audit.loading.configuration}
        onSave={(values) =>
          void audit.updateConfiguration({ retentionDays: values.retentionDays, excludedEventTypes: configuration.optionalEventTypes.filter((type) => !values.keptOptional.includes(type)) })
        }
      />
  );
}
