import { Avatar, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { memberName, type TeamMember } from './team-types';

const initials = (member: TeamMember) => `${[...member.firstName.trim()][0] ?? ''}${[...member.lastName.trim()][0] ?? ''}`.toUpperCase() || ([...member.email][0] ?? '?').toUpperCase();

/** A member's picture (their initials when they have none), their name, and "you" for the admin looking. */
export function MemberName({ member }: { member: TeamMember }) {
  const { t } = useTranslation('admin');
  return (
    <Flex gap={8} align="center" style={{ whiteSpace: 'nowrap' }}>
      <Avatar size={32} src={member.avatarUrl ?? undefined} alt="" aria-hidden style={{ flex: 'none', backgroundColor: 'var(--lishka-color-primary, #1976d2)' }}>
        {initials(member)}
      </Avatar>
      <bdi>{memberName(member)}</bdi>
      {member.isCurrentUser && (
        <Tag color="blue" data-testid="current-member">
          {t('team.you')}
        </Tag>
      )}
    </Flex>
  );
}
