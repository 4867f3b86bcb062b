import type { HTMLAttributes } from 'react';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../profile/parts/StatusTag';
import { isLastActiveAdmin } from './last-admin';
import { LastSeen } from './LastSeen';
import { MemberActions } from './MemberActions';
import { MemberName } from './MemberName';
import { MemberStatus } from './MemberStatus';
import { ProfessionalRoleSelect } from './ProfessionalRoleSelect';
import { RoleSelect } from './RoleSelect';
import type { TeamAnswer, TeamMember } from './team-types';
import type { useMemberChanges } from './use-member-changes';

interface MembersTableProps {
  team: TeamAnswer['data'];
  changes: ReturnType<typeof useMemberChanges>;
}

/** The office's members: who, their roles (changed in place), their status, when last active and whether they use MFA. */
export function MembersTable({ team, changes }: MembersTableProps) {
  const { t } = useTranslation('admin');
  const isBusy = changes.action.isPending;
  const isLast = (member: TeamMember) => isLastActiveAdmin(member, team.members);
  return (
    <Table<TeamMember>
      rowKey="userId"
      size="middle"
      scroll={{ x: true }}
      dataSource={team.members.map(changes.shownAs)}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: <Empty description={t('team.empty')} /> }}
      onRow={(member) => ({ 'data-testid': `member-${member.email}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'name', title: t('team.name'), render: (_, member) => <MemberName member={member} /> },
        { key: 'email', title: t('team.email'), render: (_, member) => <bdi className="ltr-text" dir="ltr">{member.email}</bdi> },
        {
          key: 'role',
          title: t('team.role'),
          render: (_, member) => <RoleSelect member={member} roles={team.roles.platform} isLastAdmin={isLast(member)} isBusy={isBusy} onChange={(role) => void changes.change(member, { role })} />,
        },
        {
          key: 'professionalRole',
          title: t('team.professionalRole'),
          render: (_, member) => (
            <ProfessionalRoleSelect member={member} roles={team.roles.professional} isBusy={isBusy} onChange={(professionalRole) => void changes.change(member, { professionalRole })} />
          ),
        },
        { key: 'status', title: t('team.status'), render: (_, member) => <MemberStatus member={member} /> },
        { key: 'lastSeen', title: t('team.lastSeen'), render: (_, member) => <LastSeen value={member.lastSeenAt} /> },
        { key: 'mfa', title: t('team.mfa'), render: (_, member) => (member.mfaEnabled ? <StatusTag tone="success">{t('team.mfaOn')}</StatusTag> : <StatusTag tone="neutral">{t('team.mfaOff')}</StatusTag>) },
        {
          key: 'actions',
          title: t('team.actions'),
          render: (_, member) => (
            <MemberActions member={member} isLastAdmin={isLast(member)} isBusy={isBusy} onDeactivate={() => void changes.deactivate(member)} onReactivate={() => void changes.reactivate(member)} />
          ),
        },
      ]}
    />
  );
}
