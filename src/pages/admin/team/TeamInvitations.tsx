import { Tag } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/use-auth';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { InvitationsTable } from '../../profile/team/InvitationsTable';
import { InviteForm } from '../../profile/team/InviteForm';
import { useInvitations } from '../../profile/team/use-invitations';
import { SectionCard } from '../../profile/parts/SectionCard';

/** Inviting people and following the invitations: the profile's team tab's parts, as they are. Needs the profile strings. */
export function TeamInvitations({ pending, onChanged }: { pending: number; onChanged: () => void }) {
  const { t } = useTranslation('profile');
  const { t: adminT } = useTranslation('admin');
  const { tenant } = useAuth();
  const { data, error, isLoading, mutate } = useInvitations(true);
  const changed = () => {
    void mutate();
    onChanged();
  };
  return (
    <>
      <SectionCard title={<Trans t={t} i18nKey="team.inviteTitle" values={{ office: tenant?.tenantName ?? '' }} components={{ n: <bdi /> }} />}>
        <p>{t('team.inviteExplanation')}</p>
        <InviteForm onInvited={changed} />
      </SectionCard>
      <SectionCard title={t('team.invitationsTitle')} extra={<Tag data-testid="pending-invitations">{adminT('team.pendingInvitations', { count: pending })}</Tag>}>
        {error && !data ? <ErrorState error={error} onRetry={() => void mutate()} /> : <InvitationsTable invitations={data?.data ?? []} isLoading={isLoading} onChanged={changed} />}
      </SectionCard>
    </>
  );
}
