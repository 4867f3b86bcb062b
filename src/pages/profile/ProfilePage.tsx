import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth/use-auth';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { IntegrationsTab } from './integrations/IntegrationsTab';
import { NotificationsTab } from './notifications/NotificationsTab';
import { PersonalTab } from './personal/PersonalTab';
import { PreferencesTab } from './preferences/PreferencesTab';
import { ProfileHeader } from './ProfileHeader';
import { PROFILE_TABS, profileTabOf, type ProfileTab } from './profile-tabs';
import { SecurityTab } from './security/SecurityTab';
import { useGoogleReturnNotice } from './security/use-google-return-notice';
import { TeamTab } from './team/TeamTab';

const TAB_CONTENT: Record<ProfileTab, () => ReactNode> = {
  personal: () => <PersonalTab />,
  security: () => <SecurityTab />,
  notifications: () => <NotificationsTab />,
  preferences: () => <PreferencesTab />,
  integrations: () => <IntegrationsTab />,
  analytics: () => <AnalyticsTab />,
  team: () => <TeamTab />,
};

/** The profile (/profile): personal details, security, notifications, preferences, integrations, analytics and team, the tab named by `?tab=`. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { passwordChangeRequired } = useAuth();
  const [params, setParams] = useSearchParams();
  useGoogleReturnNotice();
  // While the password has expired, only changing it is possible.
  const active = passwordChangeRequired ? 'security' : profileTabOf(params.get('tab'));

  const onChange = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next);
  };

  return (
    <>
      <div style={{ maxWidth: 1100, margin: '0 auto' }}>
        <ProfileHeader />
        <Tabs
          activeKey={active}
          onChange={onChange}
          destroyOnHidden
          items={PROFILE_TABS.map((key) => ({
            key,
            label: t(`tabs.${key}`),
            disabled: passwordChangeRequired && key !== 'security',
            children: TAB_CONTENT[key](),
          }))}
        />
      </div>
    </>
  );
}
