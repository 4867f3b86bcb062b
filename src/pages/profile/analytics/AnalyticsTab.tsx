import { useTranslation } from 'react-i18next';
import { SectionCard } from '../parts/SectionCard';
import { ActivityCard } from './ActivityCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ExportDataButton } from './ExportDataButton';
import { StatisticsCard } from './StatisticsCard';

/** The analytics tab: the user's figures and recent activity, the export of their data, and deleting the account. */
export function AnalyticsTab() {
  const { t } = useTranslation('profile');
  return (
    <>
      <StatisticsCard />
      <ActivityCard />
      <SectionCard title={t('data.title')}>
        <p>{t('data.explanation')}</p>
        <ExportDataButton />
      </SectionCard>
      <DeleteAccountCard />
    </>
  );
}
