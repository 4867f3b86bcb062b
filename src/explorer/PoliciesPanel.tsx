import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';

/** The office's security, upload, scheduling and localization policies. */
export function PoliciesPanel({ config }: { config: OfficeConfiguration }) {
  const { t } = useTranslation('explorer');
  const { security, settings, localization } = config;
  const { workingHours } = settings.scheduling;
  return (
    <Descriptions bordered size="small" column={1}>
      <Descriptions.Item label={t('policies.minLength')}><span dir="ltr">{security.password.minLength}</span></Descriptions.Item>
      <Descriptions.Item label={t('policies.session')}><span dir="ltr">{security.sessionTimeoutMinutes}</span></Descriptions.Item>
      <Descriptions.Item label={t('policies.mfa')}>
        <Tag color={security.mfaRequired ? 'red' : 'default'}>{security.mfaRequired ? t('policies.required') : t('policies.optional')}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('policies.maxSize')}><span dir="ltr">{settings.uploads.maxSizeMb}</span></Descriptions.Item>
      <Descriptions.Item label={t('policies.uploads')}>
        {settings.uploads.allowedTypes.map((type) => <Tag key={type} dir="ltr">{type}</Tag>)}
      </Descriptions.Item>
      <Descriptions.Item label={t('policies.hours')}>
        <span dir="ltr">{`${workingHours.days.join(' ')} ${workingHours.start}–${workingHours.end}`}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('policies.currency')}><span dir="ltr">{localization.currency}</span></Descriptions.Item>
      <Descriptions.Item label={t('policies.timeZone')}><span dir="ltr">{localization.timeZone}</span></Descriptions.Item>
    </Descriptions>
  );
}
