import { useTranslation } from 'react-i18next';
import { SectionCard } from '../parts/SectionCard';
import { PreferencesForm } from './PreferencesForm';

/** The preferences tab: every preference of schemas/user-preferences.schema.json. */
export function PreferencesTab() {
  const { t } = useTranslation('profile');
  return (
    <>
      <SectionCard title={t('preferences.displayTitle')}>
        <PreferencesForm names={['themeMode', 'language', 'dashboardAutoRefresh']} />
      </SectionCard>
      <SectionCard title={t('preferences.systemTitle')}>
        <PreferencesForm names={['sessionTimeout', 'backupFrequency', 'updateChannel']} />
      </SectionCard>
    </>
  );
}
