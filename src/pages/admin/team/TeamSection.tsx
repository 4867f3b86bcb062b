import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActionError } from '../../../app/actions/ActionError';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { SectionCard } from '../../profile/parts/SectionCard';
import { LazyInvitations } from './LazyInvitations';
import { MembersTable } from './MembersTable';
import { memberName, TEAM_PATH, type TeamAnswer } from './team-types';
import { useMemberChanges } from './use-member-changes';

/** /admin/team: the office's members with their roles and status, changed in place, and below them the invitations. */
export function TeamSection() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useSWR<TeamAnswer>(TEAM_PATH);
  const changes = useMemberChanges(mutate);
  const team = data?.data;

  if (error && !team) return <ErrorState error={error} title={t('team.loadFailed')} onRetry={() => void mutate()} />;
  if (!team) {
    return (
      <div data-testid="team-loading" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const { deactivation } = changes;
  return (
    <div data-testid="admin-team">
      <SectionCard title={t('team.membersTitle')}>
        <Typography.Paragraph type="secondary">{t('team.membersIntro')}</Typography.Paragraph>
        <ActionError error={changes.action.error} onClose={changes.action.reset} />
        {deactivation && (
          <Alert
            type="success"
            showIcon
            role="status"
            data-testid="deactivation-result"
            title={t('team.deactivatedResult', { name: memberName(deactivation.member), count: deactivation.sessionsEnded })}
            closable={{ onClose: changes.clearDeactivation }}
            style={{ marginBottom: 16 }}
          />
        )}
        <MembersTable team={team} changes={changes} />
      </SectionCard>
      <LazyInvitations pending={team.pendingInvitations} onChanged={() => void mutate()} />
    </div>
  );
}
