import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import { memberName, type OfferedRole, type TeamMember } from './team-types';

/** A member's professional role among the office's, or none (cleared: null). */
export function ProfessionalRoleSelect({ member, roles, isBusy, onChange }: { member: TeamMember; roles: OfferedRole[]; isBusy: boolean; onChange: (role: string | null) => void }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Select<string>
      value={member.professionalRole ?? undefined}
      onChange={(role) => onChange(role ?? null)}
      allowClear
      placeholder={t('team.noProfessionalRole')}
      disabled={isBusy}
      options={roles.map((role) => ({ value: role.id, label: pickText(role.name, i18n.language) }))}
      aria-label={t('team.professionalRoleOf', { name: memberName(member) })}
      data-testid={`professional-role-${member.email}`}
      popupMatchSelectWidth={false}
      style={{ minWidth: 140 }}
    />
  );
}
