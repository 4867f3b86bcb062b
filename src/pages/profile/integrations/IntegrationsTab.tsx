import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { GoogleLinkCard } from '../security/GoogleLinkCard';

/** The integrations tab: the Google account link, and where e-mail providers will connect. */
export function IntegrationsTab() {
  const { t } = useTranslation('profile');
  return (
    <>
      <GoogleLinkCard returnTo="/profile?tab=integrations" />
      <Alert type="info" showIcon title={t('integrations.emailTitle')} description={t('integrations.emailLater')} />
    </>
  );
}
