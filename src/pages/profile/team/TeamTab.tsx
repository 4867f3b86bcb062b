import { Result } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { useAuth } from '../../../app/auth/use-auth';
import { SectionCard } from '../parts/SectionCard';
import { InvitationsTable } from './InvitationsTable';
import { InviteForm } from './InviteForm';
import { useInvitations } from './use-invitations';

/** The team tab: an office admin invites people and follows the invitations; anyone else is told it needs an admin. */
export function TeamTab() {
  const { t } = useTranslation('profile');
  const { user, tenant } = useAuth();
  const isAdmin = user?.role === 'admin';
  const { data, error, isLoading, mutate } = useInvitations(isAdmin);

  if (!isAdmin) return <Result status="info" title={t('team.adminOnlyTitle')} subTitle={t('team.adminOnly')} />;
  return (
    <>
      <SectionCard title={<Trans t={t} i18nKey="team.inviteTitle" values={{ office: tenant?.tenantName ?? '' }} components={{ n: <bdi /> }} />}>
        <p>{t('team.inviteExplanation')}</p>
        <InviteForm onInvited={() => void mutate()} />
      </SectionCard>
      <SectionCard title={t('team.invitationsTitle')}>
        {error && !data ? <ErrorState error={error} onRetry={() => void mutate()} /> : <InvitationsTable invitations={data?.data ?? []} isLoading={isLoading} onChanged={() => void mutate()} />}
      </SectionCard>
      <p>{t('team.fullLater')}</p>
    </>
  );
}
