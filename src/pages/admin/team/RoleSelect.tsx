import { Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import { memberName, type OfferedPlatformRole, type TeamMember, type TeamRole } from './team-types';

interface RoleSelectProps {
  member: TeamMember;
  roles: OfferedPlatformRole[];
  /** The office's last active admin: they keep the admin role. */
  isLastAdmin: boolean;
  isBusy: boolean;
  onChange: (role: TeamRole) => void;
}

/** A member's team role, named in the current language; locked, with the reason, for the office's last active admin. */
export function RoleSelect({ member, roles, isLastAdmin, isBusy, onChange }: RoleSelectProps) {
  const { t, i18n } = useTranslation('admin');
  const select = (
    <Select<TeamRole>
      value={member.role}
      onChange={onChange}
      disabled={isLastAdmin || isBusy}
      options={roles.map((role) => ({ value: role.id, label: pickText(role.name, i18n.language) }))}
      aria-label={t('team.roleOf', { name: memberName(member) })}
      data-testid={`role-${member.email}`}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120 }}
    />
  );
  if (!isLastAdmin) return select;
  return (
    <Tooltip title={t('team.lastAdmin')}>
      <span data-testid={`last-admin-${member.email}`}>{select}</span>
    </Tooltip>
  );
}
