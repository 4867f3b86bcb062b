import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { moduleKind } from '../../../../engine/modules/module-kinds';
import { useOffice } from '../../../app/office/office-context';
import { GoogleLinkCard } from '../security/GoogleLinkCard';
import { CalendarFeedCard } from './CalendarFeedCard';

/**
 * The integrations tab: the Google account link, the calendar feed where the office keeps a calendar and lets it out
 * to outside calendars (`settings.scheduling.calendarSync`), and where e-mail providers will connect.
 */
export function IntegrationsTab() {
  const { t } = useTranslation('profile');
  const config = useOffice().runtime?.config;
  const modules = config?.features.modules ?? [];
  const hasCalendar = modules.some((module) => moduleKind(module) === 'calendar') && config?.settings.scheduling.calendarSync !== false;
  return (
    <>
      <GoogleLinkCard returnTo="/profile?tab=integrations" />
      {hasCalendar ? <CalendarFeedCard /> : null}
      <Alert type="info" showIcon title={t('integrations.emailTitle')} description={t('integrations.emailLater')} />
    </>
  );
}
