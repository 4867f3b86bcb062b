import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useAuth } from '../../app/auth/use-auth';
import { TEAM_PATH, type TeamAnswer } from '../admin/team/team-types';

interface AssigneeSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The member assigned now, named even when the team list cannot be read. */
  initial?: { id: string; name: string };
}

/**
 * A team member to assign the record to, from the office's members (GET /admin/team, the one members call, for
 * admins only: any other user's 403 there would end their session); anyone else keeps the current assignee and is
 * told why the list is empty.
 */
export function AssigneeSelect({ id, value, onChange, initial }: AssigneeSelectProps) {
  const { t } = useTranslation('records');
  const { user } = useAuth();
  const canReadTeam = user?.role === 'admin';
  const { data, error, isLoading } = useSWR<TeamAnswer>(canReadTeam ? TEAM_PATH : null, { revalidateOnFocus: false, shouldRetryOnError: false });
  const isUnavailable = !canReadTeam || error !== undefined;
  const members = (data?.data.members ?? [])
    .filter((member) => member.isActive || member.userId === value)
    .map((member) => ({ value: member.userId, label: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email }));
  const options = initial && !members.some((option) => option.value === initial.id) ? [{ value: initial.id, label: initial.name }, ...members] : members;
  return (
    <>
      <Select
        {...(id ? { id } : {})}
        value={value ?? undefined}
        onChange={(next?: string) => onChange?.(next ?? null)}
        options={options}
        loading={isLoading}
        allowClear
        disabled={isUnavailable && options.length === 0}
        placeholder={t('form.assigneePlaceholder')}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid="assignee-select"
      />
      {isUnavailable ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('form.membersUnavailable')}</Typography.Text> : null}
    </>
  );
}
