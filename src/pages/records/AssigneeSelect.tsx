import { Empty, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberDirectory } from './use-member-directory';

interface AssigneeSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The member assigned now, named even when they are no longer listed (deactivated) or the list cannot be read. */
  initial?: { id: string; name: string };
}

/**
 * A member of the office to give the work to (a record's assignee, a task's new owner), from the members'
 * directory every member may read; while it loads the list says so, an office with no one to pick says that, and
 * a list that cannot be read keeps the current assignee and says why.
 */
export function AssigneeSelect({ id, value, onChange, initial }: AssigneeSelectProps) {
  const { t } = useTranslation('records');
  const { members, isLoading, error } = useMemberDirectory();
  const listed = members.map((member) => ({ value: member.userId, label: member.name || t('form.unnamedMember') }));
  const options = initial && !listed.some((option) => option.value === initial.id) ? [{ value: initial.id, label: initial.name }, ...listed] : listed;
  const isUnavailable = error !== undefined;
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
        placeholder={isLoading ? t('form.membersLoading') : t('form.assigneePlaceholder')}
        notFoundContent={isLoading ? t('form.membersLoading') : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(options.length === 0 ? 'form.noMembers' : 'form.noMatchingMember')} />}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid="assignee-select"
      />
      {isUnavailable ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('form.membersUnavailable')}</Typography.Text> : null}
    </>
  );
}
