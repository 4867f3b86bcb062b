import { useTranslation } from 'react-i18next';
import { ExportDataButton } from '../analytics/ExportDataButton';
import { SectionCard } from '../parts/SectionCard';
import { PreferencesForm } from '../preferences/PreferencesForm';

/** Data and storage: the backup frequency, and the export of the user's data. */
export function DataSection() {
  const { t } = useTranslation('settings');
  return (
    <SectionCard title={t('data.title')} id="data">
      <PreferencesForm names={['backupFrequency']} />
      <p>{t('data.exportExplanation')}</p>
      <ExportDataButton />
    </SectionCard>
  );
}
