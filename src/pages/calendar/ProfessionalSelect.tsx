import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberDirectory } from '../records/use-member-directory';

interface ProfessionalSelectProps {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Whether it may be emptied. */
  allowClear?: boolean;
  placeholder?: string;
  testId?: string;
  /** Focused when drawn (the filter's picker, drawn when it is chosen). */
  autoFocus?: boolean;
}

/** A member of the office whose time an entry takes, from the members' directory every member may read. */
export function ProfessionalSelect({ id, value, onChange, allowClear = false, placeholder, testId = 'professional-select', autoFocus = false }: ProfessionalSelectProps) {
  const { t } = useTranslation('calendar');
  const { members, isLoading } = useMemberDirectory();
  const options = members.map((member) => ({ value: member.userId, label: member.name || t('booking.unnamed') }));
  return (
    <Select
      {...(id ? { id } : {})}
      value={value}
      onChange={(next?: string) => onChange?.(next ?? undefined)}
      options={options}
      loading={isLoading}
      allowClear={allowClear}
      placeholder={isLoading ? t('booking.membersLoading') : placeholder}
      notFoundContent={isLoading ? t('booking.membersLoading') : t('booking.noMembers')}
      showSearch={{ optionFilterProp: 'label' }}
      autoFocus={autoFocus}
      style={{ minWidth: 200 }}
      data-testid={testId}
    />
  );
}
