import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { SectionCard } from '../parts/SectionCard';
import { AvatarCard } from './AvatarCard';
import { ProfileForm } from './ProfileForm';
import { useProfile } from './use-profile';

/** The personal tab: the profile picture and the personal details, as the server has them. */
export function PersonalTab() {
  const { t } = useTranslation('profile');
  const { data, error, isLoading, mutate } = useProfile();
  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const profile = data.data;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <>
      <SectionCard title={t('avatar.title')}>
        <AvatarCard name={name} avatarUrl={profile.avatarUrl} onChanged={(avatarUrl) => void mutate({ success: true, data: { ...profile, avatarUrl } }, { revalidate: false })} />
      </SectionCard>
      <SectionCard title={t('personal.title')}>
        <ProfileForm profile={profile} onSaved={(saved) => void mutate({ success: true, data: saved }, { revalidate: false })} />
      </SectionCard>
    </>
  );
}
