import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionCard } from '../parts/SectionCard';
import { SecurityEventsCard } from '../security/SecurityEventsCard';
import { SessionsCard } from '../security/SessionsCard';

/** Privacy: the open sessions, the security history, and where the account is deleted. */
export function PrivacySection() {
  const { t } = useTranslation('settings');
  return (
    <SectionCard title={t('privacy.title')} id="privacy">
      <SessionsCard level={3} />
      <SecurityEventsCard level={3} />
      <Alert type="warning" showIcon title={t('privacy.deleteTitle')} description={<Link to="/profile?tab=analytics">{t('privacy.deleteLink')}</Link>} />
    </SectionCard>
  );
}
