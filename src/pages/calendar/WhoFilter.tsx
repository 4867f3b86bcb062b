import { Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarWho } from './calendar-params';
import { ProfessionalSelect } from './ProfessionalSelect';

interface WhoFilterProps {
  who: CalendarWho;
  member?: string;
  onChange(who: CalendarWho, member?: string): void;
}

/** Whose entries the calendar shows: mine, one member's (picked), or everyone's. */
export function WhoFilter({ who, member, onChange }: WhoFilterProps) {
  const { t } = useTranslation('calendar');
  return (
    <Flex gap={8} align="center" wrap role="group" aria-label={t('who.label')}>
      <Segmented<CalendarWho>
        value={who}
        onChange={(next) => onChange(next, next === 'member' ? member : undefined)}
        options={(['mine', 'member', 'everyone'] as const).map((value) => ({ value, label: t(`who.${value}`) }))}
        data-testid="calendar-who"
      />
      {who === 'member' ? <ProfessionalSelect {...(member ? { value: member } : { autoFocus: true })} onChange={(next) => onChange('member', next)} placeholder={t('who.pickMember')} testId="calendar-member" /> : null}
    </Flex>
  );
}
